import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './preact-aliases.ts';
import { precompressPlugin } from './precompress.ts';

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

const WEB_SOURCE = /[\\/]apps[\\/]web[\\/]app[\\/].*\.tsx?$/;

/**
 * Every page loads the root route and what it imports, so those modules can
 * travel in one chunk instead of the dozens of small ones automatic chunking
 * makes of the modules routes share with the root (each its own request and
 * gzip stream). The set is the static import closure of root.tsx among the
 * web's own sources (shared's barrel would pull in everything it re-exports,
 * used or not), known once the client build's module graph is. The bundler
 * adds what they use (React Router, React, shared's rules), which every
 * page loads as well; dynamic imports keep their own chunks.
 */
function shellChunk() {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'jobbridge:shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx/.test(id));
      while (queue.length) {
        const id = queue.pop() as string;
        if (shell.has(id)) continue;
        shell.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) if (WEB_SOURCE.test(next)) queue.push(next);
      }
    },
  };
  return { plugin, test: (id: string) => shell.has(id) && !/[\\/]app[\\/]root\.tsx/.test(id) };
}

const shell = shellChunk();

export default defineConfig({
  // Tailwind must come before the React Router plugin.
  plugins: [preactAliases(), sharedIsPure(), shell.plugin, tailwindcss(), reactRouter(), precompressPlugin()],
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: shell.test }] } } },
      },
    },
    // The stylesheet is inlined into every page by the server (lib/page-style.tsx): minify it there too.
    ssr: { build: { cssMinify: true } },
  },
  // The shared package is TypeScript source: bundle it into the server build
  // rather than leaving a bare import Node cannot load. React Router is bundled
  // too, so that its React is Preact there as well (preact-aliases.ts); the
  // server takes its request handler from this build (entry.server).
  ssr: { noExternal: ['@jobbridge/shared', 'react-router'] },
});
