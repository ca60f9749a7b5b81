import type { CompanyListItem, JobListItem } from '@jobbridge/shared';
import { formatSalaryRange, type Locale } from '@jobbridge/shared';
import { brandName } from './brand';
import { type Posted, postedAgo } from './posted';

/** What a job card shows; loaders send only this (loader data stays small). */
export interface JobCardData {
  job_id: number;
  position: string;
  company: string;
  logo_url: string | null;
  /** The platform approved the company (the "Verified" badge). */
  verified: boolean;
  /** "30K-50K" (shared salary rule), null when no salary is stated. */
  salary: string | null;
  city: string;
  employment_type: string;
  posted: Posted;
}

export function toJobCard(item: JobListItem, locale: Locale, now: Date): JobCardData {
  return {
    job_id: item.job_id,
    position: item.position,
    company: brandName(item.company, locale),
    logo_url: item.company.logo_url,
    verified: item.company.verified,
    salary: item.minimum_salary > 0 || item.maximum_salary > 0 ? formatSalaryRange(item) : null,
    city: item.city,
    employment_type: item.employment_type,
    posted: postedAgo(item.create_time, locale, now),
  };
}

export interface CompanyCardData {
  company_id: number;
  name: string;
  /** Path segment of /companies/{name}. */
  slug: string;
  logo_url: string | null;
  industry: string;
  city: string;
  open_jobs: number;
  verified: boolean;
}

export function toCompanyCard(item: CompanyListItem, locale: Locale): CompanyCardData {
  const name = brandName(item, locale) || item.business_license_name;
  return {
    company_id: item.company_id,
    name,
    // /companies/{eng_brand_name} (docs/api/jobs.md); the server also takes the Chinese brand or the id.
    slug: encodeURIComponent(item.eng_brand_name?.trim() || item.brand_name?.trim() || String(item.company_id)),
    logo_url: item.logo_url,
    industry: item.industry,
    city: item.city,
    open_jobs: item.open_jobs,
    verified: item.verified,
  };
}
