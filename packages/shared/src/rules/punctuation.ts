import type { Locale } from '../constants';

/**
 * Punctuation between words as each language writes it: Chinese enumerates
 * with the enumeration comma 、 and introduces with the full-width colon ：,
 * English with ", " and ": ". For text built from parts (lists of labels,
 * "Heading: detail") rather than written whole in a catalogue.
 */
export const listSeparator = (locale: Locale): string => (locale === 'zh' ? '、' : ', ');
export const labelSeparator = (locale: Locale): string => (locale === 'zh' ? '：' : ': ');

/** Words joined as a list in the language: "Full time, Remote", "全职、远程". */
export const joinWords = (words: readonly string[], locale: Locale): string => words.join(listSeparator(locale));

/** A label and its value: "Experience: Engineer", "工作经历：工程师". */
export const labelled = (label: string, value: string, locale: Locale): string =>
  `${label}${labelSeparator(locale)}${value}`;
