import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, MAX_PAGE, PAGE_SIZE } from '../limits';
import { pageOf } from './envelope';
import { optionalInt, optionalText, textField } from './fields';
import { optionalAdcode, optionalConfigValue } from './job';

/** POST /api/company/getCompanyList */
export const getCompanyListBody = z.object({
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, PAGE_SIZE.max),
  keyword: optionalText(KEYWORD_MAX_LENGTH),
  industry: optionalConfigValue(),
  adcode: optionalAdcode(),
});
export type GetCompanyListBody = z.input<typeof getCompanyListBody>;
export type GetCompanyListInput = z.output<typeof getCompanyListBody>;

export const companyListItem = z.object({
  company_id: z.number().int(),
  business_license_name: z.string(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  logo_url: z.string().nullable(),
  /** Config industry value; empty when not given. */
  industry: z.string(),
  /** In the request's language; empty when unknown. */
  city: z.string(),
  open_jobs: z.number().int(),
  verified: z.boolean(),
});
export type CompanyListItem = z.infer<typeof companyListItem>;

export const getCompanyListData = pageOf(companyListItem);
export type GetCompanyListData = z.infer<typeof getCompanyListData>;

/** POST /api/company/getCompanyByBrandName */
export const getCompanyByBrandNameBody = z.object({
  /** English or Chinese brand name (any case), or the company id. */
  name: textField(200),
});
export type GetCompanyByBrandNameBody = z.input<typeof getCompanyByBrandNameBody>;

export const companyCertificate = z.object({ certificate_id: z.number().int(), name: z.string() });

export const companyDetail = z.object({
  company_id: z.number().int(),
  business_license_name: z.string(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  logo_url: z.string().nullable(),
  /** Config industry value; empty when not given. */
  industry: z.string(),
  /** Company size band; empty when not given. */
  size: z.string(),
  /** In the request's language; empty when unknown. */
  city: z.string(),
  /** In the request's language; null until the company is verified. */
  address: z.string().nullable(),
  /** In the request's language; null until the company is verified. */
  intro: z.string().nullable(),
  /** Null until the company is verified. */
  website: z.string().nullable(),
  verified: z.boolean(),
  /** Public certificates (none until the company is verified). */
  certificates: z.array(companyCertificate),
  open_jobs: z.number().int(),
});
export type CompanyDetail = z.infer<typeof companyDetail>;
