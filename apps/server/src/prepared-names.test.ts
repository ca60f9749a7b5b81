import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [here, path.resolve(here, '../../../packages/db/src')];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * A named prepared statement is kept by each PostgreSQL connection under its name: two statements
 * given one name would fail on the connection that saw the other first (node-postgres refuses a
 * name used for a different text). Names are therefore unique across the code.
 */
describe('prepared statement names', () => {
  it('are unique', () => {
    const names: string[] = [];
    for (const file of roots.flatMap(sources)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\.prepare\(\s*'([A-Za-z0-9_]+)'/g)) names.push(match[1]);
      for (const match of text.matchAll(/preparedRows(?:<[^(]*>)?\(\s*\w+,\s*'([A-Za-z0-9_]+)'/g)) names.push(match[1]);
    }
    // The statements every signed-in page runs, and the chat's: the patterns above still find them.
    expect(names).toEqual(
      expect.arrayContaining(['session_lookup', 'user_info', 'memberships_of_user', 'chat_find_conversation']),
    );
    const repeated = names.filter((name, i) => names.indexOf(name) !== i);
    expect(repeated).toEqual([]);
    // Statements named by their text (statementName, decision 0073) have names of their own shape.
    expect(names.filter((name) => /^t_[0-9a-f]{24}$/.test(name))).toEqual([]);
  });
});
