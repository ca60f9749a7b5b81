// Loaded into a server the sockets benchmark starts (node --expose-gc --require ...): on SIGUSR2 it
// writes to BENCH_MEMORY_FILE the event loop's delays since the last reading (so a slow answer can be
// told apart from a slow machine), then collects garbage fully and adds process.memoryUsage().
// Not part of the server.
const { readFileSync, renameSync, writeFileSync } = require('node:fs');

/**
 * Resident memory by kind of mapping (/proc/self/smaps), in KB: the main malloc arena (`[heap]`), files
 * (code), and anonymous mappings by size: V8's pages and large objects, malloc's thread arenas (64 MB
 * reservations) and its mmap'd large blocks all land in `anon`, told apart by `anonBySize`.
 */
function residentByMapping() {
  const out = { heap: 0, file: 0, anon: 0, other: 0, anonBySize: {} };
  let size = 0;
  let kind = 'other';
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/);
    if (head) {
      size = (Number.parseInt(head[2], 16) - Number.parseInt(head[1], 16)) / 1024;
      const name = head[3];
      kind = name === '[heap]' ? 'heap' : name.startsWith('/') ? 'file' : name === '' ? 'anon' : 'other';
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (!rss) continue;
    const kb = Number(rss[1]);
    out[kind] += kb;
    if (kind === 'anon') {
      const bucket = size >= 65536 ? '>=64MB' : size >= 1024 ? '1-64MB' : size >= 256 ? '256KB-1MB' : '<256KB';
      out.anonBySize[bucket] = (out.anonBySize[bucket] ?? 0) + kb;
    }
  }
  return out;
}
const { monitorEventLoopDelay } = require('node:perf_hooks');
const v8 = require('node:v8');

/** V8's spaces, in KB: committed, in use, and physically backed (touched), e.g. { new_space: [32768, 620, 30980] }. */
const spaces = () =>
  Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((space) => [
        space.space_name,
        [
          Math.round(space.space_size / 1024),
          Math.round(space.space_used_size / 1024),
          Math.round(space.physical_space_size / 1024),
        ],
      ]),
  );

const file = process.env.BENCH_MEMORY_FILE;
if (file && typeof global.gc === 'function') {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let reading = 0;
  process.on('SIGUSR2', () => {
    reading += 1;
    const loop = { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
    // Twice: what the first collection frees (weak references, finalizers) goes on the second.
    global.gc();
    global.gc();
    // After the collection: its own pause is not the next window's.
    delay.reset();
    // Written aside, then renamed: the bench never reads half a file.
    writeFileSync(
      `${file}.part`,
      JSON.stringify({ reading, loop, ...process.memoryUsage(), mappings: residentByMapping(), spaces: spaces() }),
    );
    renameSync(`${file}.part`, file);
    // With BENCH_HEAP_SNAPSHOT_DIR (e.g. --server-env "BENCH_HEAP_SNAPSHOT_DIR=/tmp/snaps"), a heap snapshot
    // of each reading, after the collection, to tell what a socket keeps (bench/heap-by-type.mjs).
    const snapshots = process.env.BENCH_HEAP_SNAPSHOT_DIR;
    if (snapshots) v8.writeHeapSnapshot(`${snapshots}/${process.pid}-${reading}.heapsnapshot`);
  });
}
