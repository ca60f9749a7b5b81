import type { JobAlertLists } from './job-alert';

/** What the alert rule reads of a job. */
export interface AlertJob {
  position_en: string;
  position_zh: string;
  employment_type: string;
  industry: string;
  seniority: string;
  /** The job's city. */
  adcode: string;
  /** The province of the job's city (locations.parent_adcode), when known. */
  province_adcode?: string | null;
  minimum_salary: number;
  maximum_salary: number;
  salary_num: number;
  company_id: number;
  brand_name: string;
  eng_brand_name: string;
  business_license_name?: string | null;
}

export type AlertCriteria = Pick<
  JobAlertLists,
  | 'job_title'
  | 'job_type_open_to'
  | 'preferred_location'
  | 'open_to_relocate_cities'
  | 'industry'
  | 'seniority'
  | 'minimum_salary'
  | 'maximum_salary'
  | 'idealCompany'
  | 'company_id'
>;

const lower = (text: string | null | undefined) => (text ?? '').toLowerCase();

/** A title matches when every one of its words is in the position (either language), case-insensitively. */
export function titleMatches(title: string, job: Pick<AlertJob, 'position_en' | 'position_zh'>): boolean {
  const position = `${lower(job.position_en)} ${lower(job.position_zh)}`;
  const words = lower(title).split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((word) => position.includes(word));
}

/** The job is in one of the places: the city itself, or a province code naming the job's province. */
export function placeMatches(places: readonly string[], job: Pick<AlertJob, 'adcode' | 'province_adcode'>): boolean {
  return places.some((place) => place === job.adcode || (!!job.province_adcode && place === job.province_adcode));
}

/** The job's displayed salary range (bound × salary_num, in K) overlaps the wanted range. */
export function salaryOverlaps(
  job: Pick<AlertJob, 'minimum_salary' | 'maximum_salary' | 'salary_num'>,
  wanted: { minimum_salary: number; maximum_salary: number },
): boolean {
  const times = job.salary_num || 1;
  return job.maximum_salary * times >= wanted.minimum_salary && job.minimum_salary * times <= wanted.maximum_salary;
}

/** A preferred company matches by id, or by a name the job's brand or licence name contains (any case). */
export function companyMatchesAlert(
  alert: Pick<AlertCriteria, 'idealCompany' | 'company_id'>,
  job: Pick<AlertJob, 'company_id' | 'brand_name' | 'eng_brand_name' | 'business_license_name'>,
): boolean {
  if (alert.company_id.includes(job.company_id)) return true;
  const names = [job.brand_name, job.eng_brand_name, job.business_license_name ?? ''].map(lower);
  return alert.idealCompany.some((wanted) => {
    const name = lower(wanted).trim();
    return name !== '' && names.some((candidate) => candidate.includes(name));
  });
}

/**
 * Whether a job matches an alert (the alert worker sends it, spec section 4
 * and docs/api/candidate.md). Every criterion the alert sets must hold; an
 * empty list sets none; within a list any entry will do:
 * title words, job type, location (the preferred city or a relocation city,
 * a province code covering its cities), industry, seniority, salary overlap
 * (always set: the spec's defaults are 40-90 K) and preferred companies.
 */
export function jobMatchesAlert(job: AlertJob, alert: AlertCriteria): boolean {
  if (alert.job_title.length && !alert.job_title.some((title) => titleMatches(title, job))) return false;
  if (alert.job_type_open_to.length && !alert.job_type_open_to.includes(job.employment_type)) return false;
  const places = [alert.preferred_location, ...alert.open_to_relocate_cities].filter(Boolean);
  if (places.length && !placeMatches(places, job)) return false;
  if (alert.industry.length && !alert.industry.includes(job.industry)) return false;
  if (alert.seniority.length && !alert.seniority.includes(job.seniority)) return false;
  if (!salaryOverlaps(job, alert)) return false;
  if ((alert.idealCompany.length || alert.company_id.length) && !companyMatchesAlert(alert, job)) return false;
  return true;
}
