import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAINS = import.meta.dirname;

/** Every file that registers calls: domains/<domain>/routes.ts and its <flow>-routes.ts. */
const routeFiles = readdirSync(DOMAINS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(path.join(DOMAINS, entry.name))
      .filter((name) => name === 'routes.ts' || name.endsWith('-routes.ts'))
      .map((name) => path.join(entry.name, name)),
  );

describe('route files', () => {
  it('are found', () => {
    expect(routeFiles).toContain(path.join('account', 'signin-routes.ts'));
  });

  it('write nothing to the database themselves (their services do)', () => {
    const writes = /\.(insert|update|delete)\(/;
    const offenders = routeFiles.filter((file) => writes.test(readFileSync(path.join(DOMAINS, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
