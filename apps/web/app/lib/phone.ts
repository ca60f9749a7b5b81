import { DEFAULT_CALLING_CODE } from '@jobbridge/shared';
import { callingCodeDigits } from './calling-codes';

/** A national number as typed, without the spaces, dashes, dots and brackets people add. */
export const normalizeNational = (national: string) => national.replace(/[\s\-().]/g, '');

/**
 * Phone rule of sign-up and phone changes: mainland China (+86) numbers are 11
 * digits starting with 1; every other country takes 5 to 15 digits (E.164
 * allows 15 including the calling code, so this is the loose upper bound).
 */
export function isValidPhone(callingCode: string, national: string): boolean {
  const digits = normalizeNational(national);
  const code = callingCodeDigits(callingCode);
  if (!code || !/^\d+$/.test(digits)) return false;
  if (code === DEFAULT_CALLING_CODE) return /^1\d{10}$/.test(digits);
  return digits.length >= 5 && digits.length <= 15;
}

/** The first problem with a phone entry: 'required', 'callingCode', 'invalid', or null when it is fine. */
export function phoneProblem(callingCode: string, national: string): 'required' | 'callingCode' | 'invalid' | null {
  if (!normalizeNational(national)) return 'required';
  if (!callingCodeDigits(callingCode)) return 'callingCode';
  return isValidPhone(callingCode, national) ? null : 'invalid';
}

/** Splits a stored phone (calling code digits + national number) back into its parts, using the known codes. */
export function splitPhone(
  full: string | null | undefined,
  knownCodes: readonly string[] = [DEFAULT_CALLING_CODE],
): { callingCode: string; national: string } {
  const digits = (full ?? '').replace(/\D/g, '');
  const codes = [...new Set(knownCodes.map(callingCodeDigits).filter(Boolean))].sort((a, b) => b.length - a.length);
  for (const code of codes) {
    if (digits.startsWith(code) && digits.length - code.length >= 5) {
      return { callingCode: `+${code}`, national: digits.slice(code.length) };
    }
  }
  return { callingCode: `+${DEFAULT_CALLING_CODE}`, national: digits };
}

/** A phone number for display with most digits hidden: "+86 138****8000". */
export function maskPhone(full: string | null | undefined, knownCodes?: readonly string[]): string {
  if (!full) return '';
  const { callingCode, national } = splitPhone(full, knownCodes);
  if (national.length < 7) return `${callingCode} ${national}`;
  return `${callingCode} ${national.slice(0, 3)}****${national.slice(-4)}`;
}
