import { JOB_ALERT } from '../constants';

/**
 * The job alert dialog's rules (spec section 5), used by the web dialog and
 * by the server's createJobAlert alike:
 * - at most 5 industries, 5 preferred companies and 5 relocation cities;
 * - duplicate job titles, cities and industries are ignored (compared
 *   trimmed and case-insensitively; the first spelling is kept);
 * - the add input disappears at the limit, showing Max(n);
 * - city search matches the city or the province, case-insensitively;
 * - company search matches the licence name, the Chinese or the English brand;
 * - a company tag chosen from the list is used, else the typed text is added.
 */
export const JOB_ALERT_LIMITS = {
  industries: JOB_ALERT.maxIndustries,
  companies: JOB_ALERT.maxCompanies,
  cities: JOB_ALERT.maxCities,
  /** Job titles are tags too; the spec sets no number, this keeps an alert readable. */
  titles: 10,
  /** Employment types and seniorities are picked from the config lists. */
  jobTypes: 10,
  seniorities: 10,
  titleLength: 60,
  companyNameLength: 100,
  /** Upper bound of the salary slider, in K per month. */
  salaryMax: 1000,
} as const;

const key = (value: string) => value.trim().toLowerCase();

/** Splits comma-separated text (ASCII or Chinese commas) into trimmed, non-empty parts; arrays pass through. */
export function splitList(value: string | readonly string[] | null | undefined): string[] {
  const parts = Array.isArray(value) ? value : String(value ?? '').split(/[,，]/);
  return parts.map((part) => String(part).trim()).filter(Boolean);
}

/** The list without repeats (trimmed, case-insensitive), first spelling kept, in order. */
export function dedupeList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    if (!trimmed || seen.has(key(trimmed))) continue;
    seen.add(key(trimmed));
    out.push(trimmed);
  }
  return out;
}

/** The list joined back into the spec's comma-separated form. */
export const joinList = (values: readonly string[]): string => values.join(',');

/** How many more tags may be added (the dialog shows Max(n) and hides the input at 0). */
export const remainingTags = (values: readonly string[], max: number): number => Math.max(0, max - values.length);

/**
 * The list after adding a tag: unchanged when the tag is blank, already there
 * (any case) or the list is full.
 */
export function addTag(values: readonly string[], tag: string, max: number): string[] {
  const trimmed = tag.trim();
  if (!trimmed || values.length >= max || values.some((value) => key(value) === key(trimmed))) return [...values];
  return [...values, trimmed];
}

export interface CityOption {
  /** The city's adcode. */
  value: string;
  city: string;
  province: string;
}

/** A city matches when its city or its province name contains the text, case-insensitively. */
export const cityMatches = (option: Pick<CityOption, 'city' | 'province'>, text: string): boolean => {
  const wanted = key(text);
  return wanted === '' || key(option.city).includes(wanted) || key(option.province).includes(wanted);
};

export const searchCities = <T extends Pick<CityOption, 'city' | 'province'>>(
  options: readonly T[],
  text: string,
): T[] => options.filter((option) => cityMatches(option, text));

export interface CompanyOption {
  company_id: number;
  business_license_name: string;
  brand_name: string;
  eng_brand_name: string;
}

/** A company matches when its licence name, Chinese brand or English brand contains the text, case-insensitively. */
export const companyMatches = (
  company: Pick<CompanyOption, 'business_license_name' | 'brand_name' | 'eng_brand_name'>,
  text: string,
): boolean => {
  const wanted = key(text);
  return (
    wanted === '' ||
    [company.business_license_name, company.brand_name, company.eng_brand_name].some((name) =>
      key(name ?? '').includes(wanted),
    )
  );
};

export const searchCompanies = <
  T extends Pick<CompanyOption, 'business_license_name' | 'brand_name' | 'eng_brand_name'>,
>(
  options: readonly T[],
  text: string,
): T[] => options.filter((option) => companyMatches(option, text));

/**
 * The company tag the dialog adds for what was typed: the option picked from
 * the list (its brand in the reader's language, and its id), else the typed
 * text as a name without an id.
 */
export function companyTag(
  typed: string,
  picked: CompanyOption | null,
  locale: 'en' | 'zh',
): { name: string; company_id: number | null } {
  if (picked) {
    return {
      name: (locale === 'zh' ? picked.brand_name : picked.eng_brand_name) || picked.brand_name,
      company_id: picked.company_id,
    };
  }
  return { name: typed.trim(), company_id: null };
}

/** What a job alert holds, as lists (the stored and sent form is comma-separated text). */
export interface JobAlertLists {
  job_search_status: string;
  job_type_open_to: string[];
  preferred_location: string;
  open_to_relocate_cities: string[];
  job_title: string[];
  industry: string[];
  seniority: string[];
  minimum_salary: number;
  maximum_salary: number;
  idealCompany: string[];
  company_id: number[];
}

export interface JobAlertDraft {
  job_search_status?: string | null;
  job_type_open_to?: string | readonly string[] | null;
  preferred_location?: string | null;
  open_to_relocate_cities?: string | readonly string[] | null;
  job_title?: string | readonly string[] | null;
  industry?: string | readonly string[] | null;
  seniority?: string | readonly string[] | null;
  minimum_salary?: number | null;
  maximum_salary?: number | null;
  idealCompany?: string | readonly string[] | null;
  company_id?: string | readonly (string | number)[] | null;
}

/** A broken rule: the field and the catalogue key of its message (with its parameters). */
export interface JobAlertProblem {
  field: keyof JobAlertLists;
  key: string;
  params?: Record<string, number>;
}

/** The defaults of an alert nobody saved yet (spec sections 3 and 9). */
export const defaultJobAlert = (): JobAlertLists => ({
  job_search_status: JOB_ALERT.defaultJobSearchStatus,
  job_type_open_to: [],
  preferred_location: '',
  open_to_relocate_cities: [],
  job_title: [],
  industry: [],
  seniority: [],
  minimum_salary: JOB_ALERT.defaultMinimumSalaryK,
  maximum_salary: JOB_ALERT.defaultMaximumSalaryK,
  idealCompany: [],
  company_id: [],
});

/**
 * Normalises an alert as the dialog or the form sent it: lists split and
 * deduplicated, the relocation cities without the preferred city, ids as
 * numbers, missing salaries at their defaults. `problems` lists every rule
 * broken (over a limit, minimum above maximum); empty means it may be saved.
 */
export function normalizeJobAlert(draft: JobAlertDraft): { value: JobAlertLists; problems: JobAlertProblem[] } {
  const defaults = defaultJobAlert();
  const preferred = String(draft.preferred_location ?? '').trim();
  const value: JobAlertLists = {
    job_search_status: String(draft.job_search_status ?? '').trim() || defaults.job_search_status,
    job_type_open_to: dedupeList(splitList(draft.job_type_open_to)),
    preferred_location: preferred,
    open_to_relocate_cities: dedupeList(splitList(draft.open_to_relocate_cities)).filter((city) => city !== preferred),
    job_title: dedupeList(splitList(draft.job_title)),
    industry: dedupeList(splitList(draft.industry)),
    seniority: dedupeList(splitList(draft.seniority)),
    minimum_salary: draft.minimum_salary ?? defaults.minimum_salary,
    maximum_salary: draft.maximum_salary ?? defaults.maximum_salary,
    idealCompany: dedupeList(splitList(draft.idealCompany)),
    company_id: [
      ...new Set(
        splitList(
          Array.isArray(draft.company_id)
            ? draft.company_id.map(String)
            : (draft.company_id as string | null | undefined),
        )
          .map(Number)
          .filter((id) => Number.isSafeInteger(id) && id > 0),
      ),
    ],
  };
  const problems: JobAlertProblem[] = [];
  const limit = (field: keyof JobAlertLists, list: readonly unknown[], max: number) => {
    if (list.length > max) problems.push({ field, key: 'errors.field.tooMany', params: { max } });
  };
  limit('industry', value.industry, JOB_ALERT_LIMITS.industries);
  limit('idealCompany', value.idealCompany, JOB_ALERT_LIMITS.companies);
  limit('company_id', value.company_id, JOB_ALERT_LIMITS.companies);
  limit('open_to_relocate_cities', value.open_to_relocate_cities, JOB_ALERT_LIMITS.cities);
  limit('job_title', value.job_title, JOB_ALERT_LIMITS.titles);
  limit('job_type_open_to', value.job_type_open_to, JOB_ALERT_LIMITS.jobTypes);
  limit('seniority', value.seniority, JOB_ALERT_LIMITS.seniorities);
  if (value.minimum_salary > value.maximum_salary) {
    problems.push({ field: 'minimum_salary', key: 'alert.salaryOrder' });
  }
  return { value, problems };
}
