import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/server/**/*.test.ts', 'apps/web/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/build/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine. The
    // files wait on databases, sockets and timers as much as they compute, so two workers there
    // halve the run (measured on two cores: PGlite 1,079 -> 551 s, PostgreSQL 464 -> 242 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
