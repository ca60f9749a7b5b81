// Small helpers shared by scripts/start.mjs and scripts/test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[36m[jobbridge]\x1b[0m ${message}`);
}

/** Run a command in the repo root, inheriting output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runSync(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

/** Install dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (npm ci)...');
  if (runSync('npm', ['ci', '--no-audit', '--no-fund']) !== 0) throw new Error('npm ci failed');
}

function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', 'dist', '.react-router'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/** Fingerprint of everything the build reads, so an unchanged tree is not rebuilt. */
export function sourceFingerprint() {
  const files = [];
  for (const dir of ['apps/web', 'apps/server', 'packages/shared', 'packages/db']) walk(path.join(root, dir), files);
  files.push(path.join(root, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    const s = statSync(file);
    hash.update(`${path.relative(root, file)}:${s.size}:${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stampFile = path.join(root, 'apps/server/dist/.build-stamp');

/** Build the web and the server unless the tree is unchanged since the last build. */
export async function ensureBuild({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;
  if (built && !force && existsSync(path.join(root, 'apps/web/build/server/index.js'))) return;
  log('building the web site and the server...');
  if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('build failed');
  writeFileSync(stampFile, fingerprint);
}
