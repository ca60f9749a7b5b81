#!/usr/bin/env node
// `npm start`: install what is missing, build, then run the server, which
// migrates the database and loads the demo data on its first start.
// This is the one-machine try-out (TRYOUT=true, decision 0014): demo accounts,
// the development outbox and WeChat simulator, a banner on every page. A real
// deployment starts apps/server/dist/server.js itself, where all of that is off.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root } from './lib.mjs';

ensureDependencies();
await ensureBuild();
log('starting the server...');
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', TRYOUT: 'true', ...process.env },
});
// npm does not forward signals to scripts' children: forward them ourselves.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
