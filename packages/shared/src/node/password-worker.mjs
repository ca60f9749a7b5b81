// One thread of the password hash pool (password-pool.ts). It runs one scrypt at a time,
// synchronously: scryptSync keeps the work on this thread. (The asynchronous scrypt would hand
// it to libuv's thread pool, which the whole process shares with file reads and compression.)
// Plain JavaScript, so Node loads it from the sources and next to the bundles, whose build
// scripts copy it.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// On Linux a thread has its own nice value, and setpriority(0) changes only the calling thread's:
// this one yields the CPU to the server's event loop when the two compete. (Elsewhere it would
// change the whole process, so it is left alone.)
if (process.platform === 'linux' && workerData?.nice) {
  try {
    setPriority(0, workerData.nice);
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
}

parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.secret, job.salt, job.keyBytes, {
      N: job.N,
      r: job.r,
      p: job.p,
      maxmem: job.maxmem,
    });
    const bytes = new Uint8Array(key.buffer, key.byteOffset, key.byteLength).slice();
    parentPort.postMessage({ id: job.id, ok: true, key: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, message: String(error?.message ?? error) });
  }
});
