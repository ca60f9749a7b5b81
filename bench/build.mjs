// Bundles bench/src/*.ts (except declarations) into bench/dist/*.mjs. Workspace
// packages (@jobbridge/*), the server's sources and JSON data are compiled in;
// every other package stays external and loads from node_modules.
import { copyFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const entries = readdirSync(path.join(here, 'src'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts'))
  .map((name) => path.join(here, 'src', name));

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@jobbridge/') || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: entries,
  outdir: path.join(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// The embedded database's worker thread is loaded by file (packages/db/src/pglite-thread/client.ts
// looks for it next to the module that compiled the client in).
copyFileSync(
  path.join(here, '../packages/db/src/pglite-thread/pglite-worker.mjs'),
  path.join(here, 'dist/pglite-worker.mjs'),
);
