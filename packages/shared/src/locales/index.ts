import type { Locale } from '../constants';
import en from './en.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

/** One catalogue per locale; a test fails when a key is missing in either. */
export const catalogues: Record<Locale, typeof en> = { en, zh };
export type Catalogue = typeof en;

/** Look up a dotted key and interpolate {{name}} placeholders; the key itself when missing. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
