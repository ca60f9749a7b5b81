import type { Catalogue, Locale } from '@jobbridge/shared';

/**
 * Catalogues available to this JavaScript realm. The server registers both at
 * start (entry.server); the browser loads only the page's language, as its
 * own chunk, before hydrating, and the other one when the language changes.
 * The cache only ever grows with immutable data, so nothing is shared
 * mutably between requests.
 */
const loaded: Partial<Record<Locale, Catalogue>> = {};

const importers: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@jobbridge/shared/locales/en.json'),
  zh: () => import('@jobbridge/shared/locales/zh.json') as Promise<{ default: Catalogue }>,
};

export function registerCatalogues(catalogues: Partial<Record<Locale, Catalogue>>): void {
  Object.assign(loaded, catalogues);
}

export function getCatalogue(locale: Locale): Catalogue | undefined {
  return loaded[locale];
}

/** Makes sure a language's catalogue is loaded (a no-op when it already is). */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded[locale];
  if (known) return known;
  const module = await importers[locale]();
  loaded[locale] = module.default;
  return module.default;
}

/** Looks up a dotted key and fills {{name}} placeholders; the key itself when missing. */
export function lookup(
  catalogue: Catalogue | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
