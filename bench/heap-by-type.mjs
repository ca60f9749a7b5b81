// Compares two V8 heap snapshots (node bench/heap-by-type.mjs BEFORE AFTER [N]): the self size and
// count of objects by type and name (constructor, or array/code/string kind) that grew, per N objects
// (default: per one; the sockets benchmark passes its socket count). Run on demand; not part of the server.
import { readFileSync } from 'node:fs';

function byType(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const width = fields.length;
  const at = (name) => fields.indexOf(name);
  const [typeAt, nameAt, sizeAt] = [at('type'), at('name'), at('self_size')];
  const { nodes, strings } = snapshot;
  const out = new Map();
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]];
    const name = type === 'object' || type === 'closure' || type === 'native' ? strings[nodes[i + nameAt]] : '';
    const key = `${type} ${name}`.slice(0, 90);
    const entry = out.get(key) ?? { size: 0, count: 0 };
    entry.size += nodes[i + sizeAt];
    entry.count += 1;
    out.set(key, entry);
  }
  return out;
}

const [before, after, per = '1'] = process.argv.slice(2);
const [a, b] = [byType(before), byType(after)];
const n = Number(per);
const rows = [...b]
  .map(([key, { size, count }]) => {
    const was = a.get(key) ?? { size: 0, count: 0 };
    return { key, size: (size - was.size) / n, count: (count - was.count) / n };
  })
  .filter((row) => row.size > 0)
  .sort((x, y) => y.size - x.size);
const total = rows.reduce((sum, row) => sum + row.size, 0);
console.log(`grown: ${total.toFixed(0)} B per ${n === 1 ? 'snapshot' : `one of ${n}`}`);
for (const row of rows.slice(0, 40))
  console.log(`${row.size.toFixed(1).padStart(9)} B ${row.count.toFixed(2).padStart(7)}  ${row.key}`);
