import type { Plugin } from 'vite';

/**
 * The web renders with Preact (decision 0066): its code and React Router are written against React's API,
 * and `preact/compat` gives that API in about a sixth of React DOM's bytes. Every import of React resolves
 * to Preact, in the browser and in the server's rendering alike, so the page the server writes is the page
 * the browser hydrates (one renderer, one `useId` sequence). React itself stays installed for the types,
 * and for the server's PDF documents, which never pass through here.
 */
export const REACT_TO_PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * Resolves React's entry points to Preact's for the importers `applies` accepts (all by default). Resolved
 * from this folder, so React Router's imports find the same Preact as the web's own.
 */
export function preactAliases(applies: (importer: string | undefined) => boolean = () => true): Plugin {
  return {
    name: 'jobbridge:preact-aliases',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = REACT_TO_PREACT[source];
      if (!target || !applies(importer)) return null;
      return this.resolve(target, import.meta.filename, { ...options, skipSelf: true });
    },
  };
}
