import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

/**
 * packages/shared is pure (constants, functions, zod schemas) but its
 * package.json does not say so, and its index re-exports the zod schemas: tell
 * the bundler its modules have no side effects, so the browser bundle keeps
 * only what the web imports (no zod, no catalogues it did not ask for).
 */
function sharedIsPure(): Plugin {
  return {
    name: 'jobbridge:shared-is-pure',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !importer ||
        (!source.startsWith('@jobbridge/shared') && !(source.startsWith('.') && SHARED_SOURCE.test(importer)))
      )
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !SHARED_SOURCE.test(resolved.id)) return resolved;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}

export default defineConfig({
  // Tailwind must come before the React Router plugin.
  plugins: [sharedIsPure(), tailwindcss(), reactRouter()],
  // The shared package is TypeScript source: bundle it into the server build
  // rather than leaving a bare import Node cannot load.
  ssr: { noExternal: ['@jobbridge/shared'] },
});
