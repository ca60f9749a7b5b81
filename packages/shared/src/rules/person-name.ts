import type { Locale } from '../constants';

/** A person's name as users store it: given name (`first_name`) and family name (`last_name`). */
export interface PersonName {
  first_name?: string | null;
  last_name?: string | null;
}

/** The name fields of a form, in the order a reader of `locale` writes them. */
export type NameField = 'first_name' | 'last_name';

/** Han, kana and Hangul: scripts whose names are written family name first, without a space. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Letters of any other script (Latin, Cyrillic, ...). */
const OTHER_LETTER = /(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])\p{L}/u;

const isCjkOnly = (text: string) => CJK.test(text) && !OTHER_LETTER.test(text);
const hasCjk = (text: string) => CJK.test(text);

/**
 * A person's full name as a page in `locale` shows it (decision 0036):
 * - a name written in Chinese (or Japanese, Korean) characters is family name
 *   first with no space, in every language: 王小明;
 * - a name in Latin (or another alphabetic) script keeps the order its owner
 *   writes it, given name first with a space, in every language: John Smith,
 *   Xiaoming Wang;
 * - a name mixing the two (王 Anna) follows the page: family name first on a
 *   Chinese page, given name first on an English one, with a space.
 * An empty part is left out; an empty name is ''.
 */
export function fullName(name: PersonName, locale: Locale): string {
  const given = (name.first_name ?? '').trim();
  const family = (name.last_name ?? '').trim();
  if (!given || !family) return given || family;
  const both = `${given}${family}`;
  if (isCjkOnly(both)) return `${family}${given}`;
  if (!hasCjk(both)) return `${given} ${family}`;
  return locale === 'zh' ? `${family} ${given}` : `${given} ${family}`;
}

/** The order of the name fields of a form: 姓 then 名 in Chinese, first name then last name in English. */
export function nameFieldOrder(locale: Locale): readonly [NameField, NameField] {
  return locale === 'zh' ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
}
