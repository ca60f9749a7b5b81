// Loaded into a server the sockets benchmark starts (node --expose-gc --require ...): on SIGUSR2 it
// collects garbage fully, then writes process.memoryUsage() to BENCH_MEMORY_FILE. Not part of the server.
const { writeFileSync } = require('node:fs');

const file = process.env.BENCH_MEMORY_FILE;
if (file && typeof global.gc === 'function') {
  let reading = 0;
  process.on('SIGUSR2', () => {
    reading += 1;
    // Twice: what the first collection frees (weak references, finalizers) goes on the second.
    global.gc();
    global.gc();
    writeFileSync(file, JSON.stringify({ reading, ...process.memoryUsage() }));
  });
}
