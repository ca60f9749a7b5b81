/**
 * The unified social credit code of a Chinese organisation (GB 32100-2015):
 * 18 characters from the 31-character set 0-9 and the capital letters except
 * I, O, S, V and Z. Position 1 is the registering authority, 2 the kind of
 * organisation, 3-8 the administrative division code (digits), 9-17 the
 * organisation code, and 18 a check character over the first 17.
 */
export const CREDIT_CODE_LENGTH = 18;
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of each of the first 17 positions: 3^i mod 31. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Upper-cased, spaces removed: how a code is checked and stored. */
export function normalizeCreditCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 17 characters; null when one is outside the set. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== CREDIT_CODE_LENGTH - 1) return null;
  let sum = 0;
  for (let i = 0; i < first17.length; i++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * WEIGHTS[i];
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
}

/** Whether the text (spaces and case ignored) is a well-formed code whose check character is right. */
export function isCreditCode(code: string): boolean {
  const value = normalizeCreditCode(code);
  if (value.length !== CREDIT_CODE_LENGTH || !/^[0-9A-Z]{2}\d{6}/.test(value)) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value[17];
}
