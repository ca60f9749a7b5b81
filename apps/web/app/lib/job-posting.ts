import { displayedSalaryK, parseCreateTime } from '@jobbridge/shared';

/**
 * schema.org JobPosting for a job page (Google's job search reads it). Built
 * from what the page shows; a closed job has none.
 */

/** schema.org employmentType values Google understands. */
export type SchemaEmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'CONTRACTOR'
  | 'TEMPORARY'
  | 'INTERN'
  | 'VOLUNTEER'
  | 'PER_DIEM'
  | 'OTHER';

const EMPLOYMENT_TYPES: Record<string, SchemaEmploymentType> = {
  full_time: 'FULL_TIME',
  fulltime: 'FULL_TIME',
  permanent: 'FULL_TIME',
  part_time: 'PART_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
  intern: 'INTERN',
  temporary: 'TEMPORARY',
  temp: 'TEMPORARY',
  seasonal: 'TEMPORARY',
  volunteer: 'VOLUNTEER',
  per_diem: 'PER_DIEM',
};

/** A config employment_type value as schema.org's; anything unknown (remote, ...) is OTHER. */
export function schemaEmploymentType(value: string | null | undefined): SchemaEmploymentType {
  const key = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return EMPLOYMENT_TYPES[key] ?? 'OTHER';
}

/** baseSalary of the displayed range (spec section 9: bound × salary_num, in K CNY a month); null without a salary. */
export function baseSalaryOf(job: { minimum_salary: number; maximum_salary: number; salary_num: number }) {
  const { min, max } = displayedSalaryK(job);
  if (!(min > 0) && !(max > 0)) return null;
  const low = min > 0 ? min : max;
  const high = max > 0 ? max : min;
  return {
    '@type': 'MonetaryAmount',
    currency: 'CNY',
    value: {
      '@type': 'QuantitativeValue',
      minValue: Math.round(Math.min(low, high) * 1000),
      maxValue: Math.round(Math.max(low, high) * 1000),
      unitText: 'MONTH',
    },
  } as const;
}

/**
 * ISO 8601 with the +08:00 offset from a 'yyyy-MM-dd hh:mm:ss' (UTC+8) time;
 * an ISO string or a bare date passes through; null when unreadable.
 */
export function isoDateTime(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text);
  if (local) return Number.isNaN(parseCreateTime(text).getTime()) ? null : `${local[1]}T${local[2]}+08:00`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

/** Plain text as the small HTML Google accepts in a description: escaped, line breaks kept. */
export function textToHtml(text: string): string {
  return text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

const absolute = (origin: string, url: string | null | undefined) => {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${origin}${url}` : undefined;
};

export interface JobPostingInput {
  job_id: number;
  status: 'open' | 'closed';
  position: string;
  description: string;
  requirements: string;
  /** Heading placed before the requirements in the description, in the page's language. */
  requirementsHeading: string;
  create_time: string;
  valid_through: string | null;
  minimum_salary: number;
  maximum_salary: number;
  salary_num: number;
  employment_type: string;
  city: string;
  province: string;
  skills: string[];
  headcount: number;
  /** `website`: the company's own site (schema.org sameAs), null when not known. */
  company: { name: string; logo_url: string | null; website: string | null };
}

/** The JobPosting object, or null for a closed job (Google: remove the markup when a job expires). */
export function buildJobPosting(job: JobPostingInput, origin: string): Record<string, unknown> | null {
  if (job.status !== 'open') return null;
  const description = [
    textToHtml(job.description),
    job.requirements.trim() ? `<h3>${textToHtml(job.requirementsHeading)}</h3>${textToHtml(job.requirements)}` : '',
  ]
    .filter(Boolean)
    .join('<br>');
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.position,
    description: description || textToHtml(job.position),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.job_id) },
    url: `${origin}/jobs/${job.job_id}`,
    datePosted: isoDateTime(job.create_time) ?? undefined,
    validThrough: isoDateTime(job.valid_through) ?? undefined,
    employmentType: schemaEmploymentType(job.employment_type),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      sameAs: job.company.website && /^https?:\/\//i.test(job.company.website) ? job.company.website : undefined,
      logo: absolute(origin, job.company.logo_url),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city || undefined,
        addressRegion: job.province || undefined,
        addressCountry: 'CN',
      },
    },
    baseSalary: baseSalaryOf(job) ?? undefined,
    skills: job.skills.length ? job.skills.join(', ') : undefined,
    totalJobOpenings: job.headcount > 0 ? job.headcount : undefined,
  };
  return JSON.parse(JSON.stringify(posting)) as Record<string, unknown>;
}
