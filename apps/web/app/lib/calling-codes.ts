import type { ConfigCallingCode } from '@jobbridge/shared';

/** Digits of a calling code without the leading + ("+86" → "86"). */
export const callingCodeDigits = (code: string) => code.trim().replace(/^\+/, '').replace(/\D/g, '');

/** Country-code search (spec section 5): prefix match on the digits, a leading + ignored. */
export function matchCallingCodes(codes: readonly ConfigCallingCode[], query: string): ConfigCallingCode[] {
  const needle = callingCodeDigits(query);
  if (!needle) return [...codes];
  return codes.filter((item) => callingCodeDigits(item.calling_code).startsWith(needle));
}

/** The phone value the sign-in calls expect: calling code digits joined to the national number. */
export function joinPhone(callingCode: string, national: string): string {
  return `${callingCodeDigits(callingCode)}${national.replace(/[\s-]/g, '')}`;
}
