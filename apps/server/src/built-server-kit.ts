import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Tests that start the built server (dist/server.js, as deployed) in a child
 * process: `npm test` builds it before the unit tests.
 */
export const serverJs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/server.js');

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts the built server with only PATH, HOME, LOG_LEVEL=warn and the given environment.
 * `script` is its path when the caller is bundled elsewhere (bench/dist).
 */
export function startBuiltServer(env: Record<string, string>, script = serverJs): Started {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Waits for /readyz; throws with the server's output when it exits first or takes too long. */
export async function waitReady(base: string, started: Started): Promise<void> {
  // Generous: a loaded 2-core machine can take long to open and migrate a new database.
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(`the server exited:\n${started.output()}`);
    }
    const ok = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not get ready:\n${started.output()}`);
}
