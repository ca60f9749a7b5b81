// Loaded into a server the sockets benchmark starts (node --expose-gc --require ...): on SIGUSR2 it
// writes to BENCH_MEMORY_FILE the event loop's delays since the last reading (so a slow answer can be
// told apart from a slow machine), then collects garbage fully and adds process.memoryUsage().
// Not part of the server.
const { renameSync, writeFileSync } = require('node:fs');
const { monitorEventLoopDelay } = require('node:perf_hooks');

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
    writeFileSync(`${file}.part`, JSON.stringify({ reading, loop, ...process.memoryUsage() }));
    renameSync(`${file}.part`, file);
  });
}
