import type { Catalogue, Locale } from '@jobbridge/shared';

/** Values a text may name: `{{name}}`; a numeric `count` also picks the plural form. */
export type TOptions = { count?: number | string; defaultValue?: string } & Record<string, unknown>;

/** Translates a dotted key of the catalogue, as i18next's `t` did for the features the catalogues use. */
export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  language: Locale;
  t: TFunction;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function find(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator for one language: looks a dotted key up in the catalogue the
 * getter returns (read at each call, so a catalogue loaded later is used),
 * picks `key_one` / `key_other` by `count` with the language's plural rules,
 * fills `{{name}}` placeholders (unescaped: React escapes; one without a
 * value stays as it is) and answers
 * `defaultValue`, else the key itself, when the text is missing. These are
 * the only i18next features the catalogues use (no nesting, context or
 * formatters; a catalogue test keeps it so).
 */
export function createTranslator(
  language: Locale,
  catalogue: () => Catalogue | undefined,
  /** Told of each key without a text (the browser heals a page whose slice missed one). */
  onMissing?: (key: string) => void,
): Translator {
  const plurals = new Intl.PluralRules(language === 'zh' ? 'zh-CN' : 'en');
  const t: TFunction = (key, options) => {
    const texts = catalogue();
    let text: string | undefined;
    if (typeof options?.count === 'number') text = find(texts, `${key}_${plurals.select(options.count)}`);
    text ??= find(texts, key) ?? (typeof options?.count === 'number' ? find(texts, `${key}_other`) : undefined);
    if (text === undefined) {
      onMissing?.(key);
      return options?.defaultValue ?? key;
    }
    if (!options || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? placeholder : String(value);
    });
  };
  return { language, t };
}
