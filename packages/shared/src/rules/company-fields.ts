import { COMPANY_LIMITS } from '../limits';

/** A company website: an http(s) address with a host that has a dot. */
export function isWebsite(value: string): boolean {
  if (value.length > COMPANY_LIMITS.websiteMax) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
}

/** The newest founding year accepted: this year. */
export const foundedYearMax = (now: Date = new Date()) => now.getUTCFullYear();
