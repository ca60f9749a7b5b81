import type { CreateJobAlertBody, JobAlert } from '@jobbridge/shared';
import {
  defaultJobAlert,
  JOB_ALERT_LIMITS,
  type JobAlertProblem,
  joinList,
  normalizeJobAlert,
  splitList,
} from '@jobbridge/shared';

/**
 * The job alert dialog's form (spec sections 2-5) and its conversion to and
 * from the stored alert, whose lists are comma-separated text. The rules
 * themselves (at most 5, duplicates ignored, city and company search) are
 * the shared rules/job-alert.ts.
 */

/** A preferred company: picked from the list (with its id) or typed (no id). */
export interface CompanyTag {
  name: string;
  company_id: number | null;
}

export interface AlertForm {
  job_search_status: string;
  job_title: string[];
  job_type_open_to: string[];
  seniority: string[];
  minimum_salary: number;
  maximum_salary: number;
  industry: string[];
  companies: CompanyTag[];
  /** Adcode, '' for none. */
  preferred_location: string;
  /** Adcodes. */
  open_to_relocate_cities: string[];
}

/** The salary slider, K per month: 0 to 200 in steps of 5 (the top grows to hold a larger stored value). */
export const SALARY_SLIDER = { min: 0, max: 200, step: 5 } as const;

export function sliderMax(form: Pick<AlertForm, 'minimum_salary' | 'maximum_salary'>): number {
  const highest = Math.max(form.minimum_salary, form.maximum_salary);
  if (highest <= SALARY_SLIDER.max) return SALARY_SLIDER.max;
  return Math.min(JOB_ALERT_LIMITS.salaryMax, Math.ceil(highest / 50) * 50);
}

/** The form of a stored alert (or of the defaults: 40K to 90K, spec sections 3 and 9). */
export function alertToForm(alert: Partial<JobAlert> | null): AlertForm {
  const defaults = defaultJobAlert();
  const names = splitList(alert?.idealCompany);
  const ids = splitList(alert?.company_id)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  // Picked companies are written first, in the order of their ids (formToBody), typed names after.
  const companies = names.map((name, index) => ({ name, company_id: ids[index] ?? null }));
  const minimum = Number(alert?.minimum_salary);
  const maximum = Number(alert?.maximum_salary);
  return {
    job_search_status: alert?.job_search_status?.trim() || defaults.job_search_status,
    job_title: splitList(alert?.job_title),
    job_type_open_to: splitList(alert?.job_type_open_to),
    seniority: splitList(alert?.seniority),
    minimum_salary: Number.isFinite(minimum) && alert?.minimum_salary != null ? minimum : defaults.minimum_salary,
    maximum_salary: Number.isFinite(maximum) && alert?.maximum_salary != null ? maximum : defaults.maximum_salary,
    industry: splitList(alert?.industry),
    companies,
    preferred_location: alert?.preferred_location?.trim() ?? '',
    open_to_relocate_cities: splitList(alert?.open_to_relocate_cities),
  };
}

/**
 * The createJobAlert body: lists deduplicated and joined with commas,
 * picked companies first so their names line up with `company_id`.
 */
export function formToBody(form: AlertForm): { body: CreateJobAlertBody; problems: JobAlertProblem[] } {
  const picked = form.companies.filter((company) => company.company_id !== null);
  const typed = form.companies.filter((company) => company.company_id === null);
  const { value, problems } = normalizeJobAlert({
    job_search_status: form.job_search_status,
    job_type_open_to: form.job_type_open_to,
    preferred_location: form.preferred_location,
    open_to_relocate_cities: form.open_to_relocate_cities,
    job_title: form.job_title,
    industry: form.industry,
    seniority: form.seniority,
    minimum_salary: form.minimum_salary,
    maximum_salary: form.maximum_salary,
    idealCompany: [...picked, ...typed].map((company) => company.name),
    company_id: picked.map((company) => String(company.company_id)),
  });
  return {
    body: {
      job_search_status: value.job_search_status,
      job_type_open_to: joinList(value.job_type_open_to),
      preferred_location: value.preferred_location,
      open_to_relocate_cities: joinList(value.open_to_relocate_cities),
      job_title: joinList(value.job_title),
      industry: joinList(value.industry),
      seniority: joinList(value.seniority),
      minimum_salary: value.minimum_salary,
      maximum_salary: value.maximum_salary,
      idealCompany: joinList(value.idealCompany),
      company_id: joinList(value.company_id.map(String)),
    },
    problems,
  };
}

/** Adds a company tag unless its name is there already (any case) or five are chosen. */
export function addCompany(companies: readonly CompanyTag[], tag: CompanyTag): CompanyTag[] {
  const name = tag.name.trim();
  if (!name || companies.length >= JOB_ALERT_LIMITS.companies) return [...companies];
  const key = name.toLowerCase();
  const clash = companies.some(
    (company) =>
      company.name.trim().toLowerCase() === key || (tag.company_id !== null && company.company_id === tag.company_id),
  );
  return clash ? [...companies] : [...companies, { name, company_id: tag.company_id }];
}

/** Moves the minimum or the maximum, keeping minimum ≤ maximum (the other thumb follows). */
export function moveSalary(
  form: Pick<AlertForm, 'minimum_salary' | 'maximum_salary'>,
  which: 'minimum_salary' | 'maximum_salary',
  value: number,
): { minimum_salary: number; maximum_salary: number } {
  if (which === 'minimum_salary') {
    return { minimum_salary: value, maximum_salary: Math.max(value, form.maximum_salary) };
  }
  return { minimum_salary: Math.min(value, form.minimum_salary), maximum_salary: value };
}
