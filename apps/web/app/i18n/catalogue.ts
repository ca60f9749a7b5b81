import type { Catalogue, Locale } from '@jobbridge/shared';

/**
 * Catalogues available to this JavaScript realm. The server registers both
 * whole at start (entry.server). The browser starts from the page's slice
 * (the namespaces the server's render used, written into the page by
 * `CatalogueSlice`), hydrates with it, then loads the whole catalogue of the
 * language as its own chunk for what the page shows later and for other
 * pages; the other language loads when someone switches. The cache only
 * ever grows with immutable data, so nothing is shared mutably between
 * requests.
 */
const loaded: Partial<Record<Locale, Catalogue>> = {};
/** Languages whose catalogue is a page's slice, not yet the whole one. */
const partial = new Set<Locale>();
const pending: Partial<Record<Locale, Promise<Catalogue>>> = {};

const importers: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@jobbridge/shared/locales/en.json'),
  zh: () => import('@jobbridge/shared/locales/zh.json') as Promise<{ default: Catalogue }>,
};

export function registerCatalogues(catalogues: Partial<Record<Locale, Catalogue>>): void {
  Object.assign(loaded, catalogues);
  for (const locale of Object.keys(catalogues) as Locale[]) partial.delete(locale);
}

/** The page's slice of a catalogue, until the whole one arrives. */
export function registerSlice(locale: Locale, slice: Catalogue): void {
  if (loaded[locale] && !partial.has(locale)) return;
  loaded[locale] = slice;
  partial.add(locale);
}

export function getCatalogue(locale: Locale): Catalogue | undefined {
  return loaded[locale];
}

/** True while only a page's slice of the language is loaded. */
export function isPartial(locale: Locale): boolean {
  return partial.has(locale);
}

/** Makes sure a language's whole catalogue is loaded (a no-op when it already is). */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded[locale];
  if (known && !partial.has(locale)) return Promise.resolve(known);
  pending[locale] ??= importers[locale]().then(
    (module) => {
      registerCatalogues({ [locale]: module.default });
      return module.default;
    },
    (error: unknown) => {
      delete pending[locale];
      throw error;
    },
  );
  return pending[locale];
}

/** Looks up a dotted key and fills {{name}} placeholders; the key itself when missing. */
export function lookup(
  catalogue: Catalogue | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  keyListener?.(key);
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

let keyListener: ((key: string) => void) | null = null;

/**
 * Tells `listener` every key `lookup` is asked for (the page titles of `meta`,
 * which run outside React) until it is replaced: the server's render of one
 * page records the namespaces it used this way (CatalogueSlice).
 */
export function listenToLookups(listener: ((key: string) => void) | null): void {
  keyListener = listener;
}
