import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact-aliases.ts';

/** The web's components, and the React Router they render with, run on Preact as in the build. */
const WEB_IMPORTER = /[\\/](apps[\\/]web[\\/]|node_modules[\\/]react-router[\\/])/;

export default defineConfig({
  plugins: [preactAliases((importer) => importer !== undefined && WEB_IMPORTER.test(importer))],
  // React Router runs through the plugins above rather than loaded by Node, so that its React is the
  // web's Preact: its ES module build, as Node resolves it, whose imports those plugins see (its
  // CommonJS build, which Vite would pick, requires them).
  resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) }] },
  ssr: { noExternal: ['react-router'] },
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
