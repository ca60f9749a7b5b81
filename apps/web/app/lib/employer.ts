import {
  COMPANY_LIMITS,
  type CompanyInfoByUser,
  foundedYearMax,
  isCreditCode,
  isEmailAddress,
  isWebsite,
  UPLOAD_LIMITS,
} from '@jobbridge/shared';
import type { TFunction } from '../i18n/translator';

/**
 * The /employer onboarding in the browser (decisions 0021 and 0056). The
 * server keeps every step, the verified business e-mail of step 1 included,
 * so the page opens where the user left off in any browser.
 */

/** The flag the Employers button sets for a visitor (spec section 4): the sign-in was for hiring. */
export const EMPLOYER_SIGNUP_KEY = 'jb.employer.signup';
export function markEmployerSignup(storage: Pick<Storage, 'setItem'> | null) {
  try {
    storage?.setItem(EMPLOYER_SIGNUP_KEY, '1');
  } catch {
    // storage refused (private mode): the redirect still brings the user to /employer
  }
}
export const browserSession = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

/**
 * Whether the typed address is the one a code went to (as the server compares
 * them): the resend countdown and the code field belong to that address, so a
 * corrected address can be sent to at once.
 */
export const isSameAddress = (typed: string, sentTo: string | null) =>
  sentTo !== null && typed.trim().toLowerCase() === sentTo.trim().toLowerCase();

/** The editable company fields as form text. */
export type CompanyForm = Record<
  | 'business_license_name'
  | 'brand_name'
  | 'eng_brand_name'
  | 'industry'
  | 'size'
  | 'founded_year'
  | 'website'
  | 'adcode'
  | 'address_en'
  | 'address_zh'
  | 'intro_en'
  | 'intro_zh',
  string
>;

export function companyFormOf(company: CompanyInfoByUser['company']): CompanyForm {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    business_license_name: text(company?.business_license_name),
    brand_name: text(company?.brand_name),
    eng_brand_name: text(company?.eng_brand_name),
    industry: text(company?.industry),
    size: text(company?.size),
    founded_year: text(company?.founded_year),
    website: text(company?.website),
    adcode: text(company?.adcode),
    address_en: text(company?.address_en),
    address_zh: text(company?.address_zh),
    intro_en: text(company?.intro_en),
    intro_zh: text(company?.intro_zh),
  };
}

/** Field problems the browser can see before sending (the same rules as the server's schema), as catalogue keys. */
export function companyFormProblems(form: CompanyForm, now = new Date()): Partial<Record<keyof CompanyForm, string>> {
  const problems: Partial<Record<keyof CompanyForm, string>> = {};
  const required = ['business_license_name', 'brand_name', 'eng_brand_name'] as const;
  for (const key of required) if (!form[key].trim()) problems[key] = 'errors.field.required';
  const max: Partial<Record<keyof CompanyForm, number>> = {
    business_license_name: COMPANY_LIMITS.licenseNameMax,
    brand_name: COMPANY_LIMITS.brandNameMax,
    eng_brand_name: COMPANY_LIMITS.engBrandNameMax,
    address_en: COMPANY_LIMITS.addressMax,
    address_zh: COMPANY_LIMITS.addressMax,
    intro_en: COMPANY_LIMITS.introMax,
    intro_zh: COMPANY_LIMITS.introMax,
  };
  for (const [key, limit] of Object.entries(max) as [keyof CompanyForm, number][]) {
    if (form[key].trim().length > limit) problems[key] = 'errors.field.tooLong';
  }
  const website = form.website.trim();
  if (website && !isWebsite(website)) problems.website = 'errors.field.invalid';
  const year = form.founded_year.trim();
  if (
    year &&
    (!/^\d{4}$/.test(year) || Number(year) < COMPANY_LIMITS.foundedYearMin || Number(year) > foundedYearMax(now))
  ) {
    problems.founded_year = 'errors.field.invalid';
  }
  return problems;
}

export const businessEmailProblem = (email: string) => (isEmailAddress(email.trim()) ? null : 'errors.field.email');
export const creditCodeProblem = (code: string) => (isCreditCode(code) ? null : 'errors.field.creditCode');

/** A licence or certificate before it is sent: JPG, PNG or PDF by name and type, at most 20 MB. */
export function documentProblem(file: Pick<File, 'name' | 'size' | 'type'>): 'type' | 'size' | null {
  const name = file.name.toLowerCase();
  const extensionOk = ['.jpg', '.jpeg', '.png', '.pdf'].some((ext) => name.endsWith(ext));
  const typeOk = !file.type || ['image/jpeg', 'image/png', 'application/pdf'].includes(file.type);
  if (!extensionOk || !typeOk) return 'type';
  if (file.size > UPLOAD_LIMITS.licenseBytes) return 'size';
  return null;
}

/**
 * A line of the company's review status, "Company information: Rejected
 * (reason: note)", in the page language's punctuation (full-width in Chinese);
 * the reason and note only for a refusal.
 */
export function reviewStatusLine(
  t: TFunction,
  { label, status, reason, note }: { label: string; status: string; reason: string; note: string | null },
): string {
  const line = t('common.labelDetail', { label, detail: t(`employer.review.${status}`) });
  const why = reason && note ? t('common.labelDetail', { label: reason, detail: note }) : reason || note;
  return status === 'rejected' && why ? `${line}${t('common.aside', { detail: why })}` : line;
}
