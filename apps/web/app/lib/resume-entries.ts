import type { Career, CareerInput, Education, EducationInput } from '@jobbridge/shared';
import { EDUCATION_END_MAX_YEARS_AHEAD } from '@jobbridge/shared';

/**
 * Career and education entries as the profile, the wizard and the copy pages
 * show them: ordered by date, dates as "Mar 2021" / "2021年3月", and the
 * browser-side checks that mirror the server's (schemas/resume.ts) so a
 * mistake is named before anything is sent.
 */

const byDateDesc = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

/** Newest first: entries still going on first, then by start date, then by end date. */
export function sortCareers<T extends Pick<Career, 'start_date' | 'end_date' | 'is_current'>>(
  careers: readonly T[],
): T[] {
  return [...careers].sort(
    (a, b) =>
      Number(b.is_current || !b.end_date) - Number(a.is_current || !a.end_date) ||
      byDateDesc(a.start_date, b.start_date) ||
      byDateDesc(a.end_date, b.end_date),
  );
}

/** Newest first: studies without an end first, then by start date. */
export function sortEducations<T extends Pick<Education, 'start_date' | 'end_date'>>(educations: readonly T[]): T[] {
  return [...educations].sort(
    (a, b) =>
      Number(!b.end_date) - Number(!a.end_date) ||
      byDateDesc(a.start_date, b.start_date) ||
      byDateDesc(a.end_date, b.end_date),
  );
}

/** Catalogue keys of the entry checks. */
export type EntryProblem = 'required' | 'dateInFuture' | 'endBeforeStart' | 'date';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
};

/** What is wrong with a career entry before it is sent (empty: nothing). `today` is 'yyyy-MM-dd'. */
export function careerProblems(entry: CareerFields, today: string): Partial<Record<keyof CareerFields, EntryProblem>> {
  const problems: Partial<Record<keyof CareerFields, EntryProblem>> = {};
  if (!entry.company_name.trim()) problems.company_name = 'required';
  if (!entry.title.trim()) problems.title = 'required';
  if (!entry.start_date) problems.start_date = 'required';
  else if (!isDate(entry.start_date)) problems.start_date = 'date';
  else if (entry.start_date > today) problems.start_date = 'dateInFuture';
  if (!entry.is_current) {
    const end = entry.end_date ?? '';
    if (!end) problems.end_date = 'required';
    else if (!isDate(end)) problems.end_date = 'date';
    else if (end > today) problems.end_date = 'dateInFuture';
    else if (isDate(entry.start_date) && end < entry.start_date) problems.end_date = 'endBeforeStart';
  }
  return problems;
}

/** What is wrong with an education entry (empty: nothing). The end may lie up to 10 years ahead (expected graduation). */
export function educationProblems(
  entry: EducationFields,
  today: string,
): Partial<Record<keyof EducationFields, EntryProblem>> {
  const problems: Partial<Record<keyof EducationFields, EntryProblem>> = {};
  if (!entry.school.trim()) problems.school = 'required';
  if (!entry.degree.trim()) problems.degree = 'required';
  if (!entry.start_date) problems.start_date = 'required';
  else if (!isDate(entry.start_date)) problems.start_date = 'date';
  else if (entry.start_date > today) problems.start_date = 'dateInFuture';
  const end = entry.end_date ?? '';
  if (end) {
    const latest = `${Number(today.slice(0, 4)) + EDUCATION_END_MAX_YEARS_AHEAD}${today.slice(4)}`;
    if (!isDate(end)) problems.end_date = 'date';
    else if (isDate(entry.start_date) && end < entry.start_date) problems.end_date = 'endBeforeStart';
    else if (end > latest) problems.end_date = 'dateInFuture';
  }
  return problems;
}

/** The fields of a career form: the call's input with every text present (blank while empty). */
export type CareerFields = Required<Omit<CareerInput, 'end_date'>> & Pick<CareerInput, 'end_date'>;
/** The fields of an education form: the call's input with every text present (blank while empty). */
export type EducationFields = Required<Omit<EducationInput, 'end_date'>> & Pick<EducationInput, 'end_date'>;

/** The body of a career form: the end date left out while current, text trimmed. */
export function careerBody(entry: CareerFields): CareerFields {
  return {
    company_name: entry.company_name.trim(),
    title: entry.title.trim(),
    start_date: entry.start_date,
    end_date: entry.is_current ? '' : (entry.end_date ?? ''),
    is_current: entry.is_current,
    responsibilities: entry.responsibilities.trim(),
  };
}

export function educationBody(entry: EducationFields): EducationFields {
  return {
    school: entry.school.trim(),
    degree: entry.degree.trim(),
    major: entry.major.trim(),
    start_date: entry.start_date,
    end_date: entry.end_date ?? '',
  };
}

export const emptyCareer = (): CareerFields => ({
  company_name: '',
  title: '',
  start_date: '',
  end_date: '',
  is_current: false,
  responsibilities: '',
});

export const emptyEducation = (): EducationFields => ({
  school: '',
  degree: '',
  major: '',
  start_date: '',
  end_date: '',
});

/** A stored entry back into its form. */
export const careerDraft = (career: Career): CareerFields => ({
  company_name: career.company_name,
  title: career.title,
  start_date: career.start_date,
  end_date: career.end_date ?? '',
  is_current: career.is_current,
  responsibilities: career.responsibilities,
});

export const educationDraft = (education: Education): EducationFields => ({
  school: education.school,
  degree: education.degree,
  major: education.major,
  start_date: education.start_date,
  end_date: education.end_date ?? '',
});
