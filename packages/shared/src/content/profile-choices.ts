import { MANDARIN_LEVELS } from '../rules/resume-match';

/**
 * The choices of the profile's "Mandarin level" and "Native language"
 * (account/editUserInfo validates against config_items of kinds `mandarin`
 * and `language`). The database's reference data is seeded from these lists
 * (packages/db seed/reference.ts), and the web falls back to them when the
 * config call failed, so a form never offers a value the server would refuse.
 */
export const MANDARIN_LEVEL_LABELS: Readonly<Record<(typeof MANDARIN_LEVELS)[number], { en: string; zh: string }>> = {
  none: { en: 'None', zh: '不会' },
  basic: { en: 'Basic', zh: '入门' },
  conversational: { en: 'Conversational', zh: '日常交流' },
  fluent: { en: 'Fluent', zh: '流利' },
  native: { en: 'Native', zh: '母语' },
};

/** The Mandarin levels in order (MANDARIN_LEVELS, which the resume match ranks), with their labels. */
export const MANDARIN_LEVEL_CHOICES = MANDARIN_LEVELS.map((value) => ({ value, ...MANDARIN_LEVEL_LABELS[value] }));

/** BCP 47 codes of the native languages offered; their names come from Intl.DisplayNames in each language. */
export const NATIVE_LANGUAGE_CODES: readonly string[] = [
  'en',
  'zh',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'ru',
  'ja',
  'ko',
  'ar',
  'hi',
  'vi',
  'th',
  'id',
  'ms',
  'fil',
  'nl',
  'sv',
  'pl',
  'tr',
  'uk',
];
