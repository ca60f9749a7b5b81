import {
  type Career,
  type Education,
  formatDate,
  formatPeriod,
  fullName,
  joinWords,
  type Locale,
  labelled,
  type ResumeInfo,
  skillsLine,
} from '@jobbridge/shared';
import { sortCareers, sortEducations } from './resume-entries';

/**
 * Copy-ready plain text of a resume (the /profile/profile_copy and
 * /profile/resume_copy pages): no markup, so it pastes cleanly into another
 * site's application form or an e-mail.
 */

/** Headings and words the text needs, in the page's language. */
export interface ResumeTextLabels {
  summary: string;
  skills: string;
  experience: string;
  education: string;
  languages: string;
  mandarin: string;
  nativeLanguage: string;
  present: string;
  studying: string;
  email: string;
  phone: string;
  birthDate: string;
  company: string;
  title: string;
  period: string;
  responsibilities: string;
  school: string;
  degree: string;
  major: string;
}

/** Mandarin level and native language in words (config labels), null when not given. */
export interface LanguageWords {
  mandarin: string | null;
  nativeLanguage: string | null;
}

/** One field a candidate may copy on its own. */
export interface CopyField {
  id: string;
  label: string;
  value: string;
}

/** A group of fields: the personal details, one career entry, one education entry, the summary. */
export interface CopyGroup {
  id: string;
  heading: string;
  fields: CopyField[];
}

const careerPeriod = (career: Career, locale: Locale, labels: ResumeTextLabels) =>
  formatPeriod(career.start_date, career.is_current ? null : career.end_date, locale, labels.present);
const educationPeriod = (education: Education, locale: Locale, labels: ResumeTextLabels) =>
  formatPeriod(education.start_date, education.end_date, locale, labels.studying);

/**
 * The profile as groups of separately copyable fields (profile_copy): each
 * value is what another site's form asks for in one box.
 */
export function profileCopyGroups(
  resume: Pick<ResumeInfo, 'user' | 'summary' | 'careers' | 'educations'> & { skills?: readonly string[] },
  languages: LanguageWords,
  locale: Locale,
  labels: ResumeTextLabels & { personal: string; name: string },
): CopyGroup[] {
  const groups: CopyGroup[] = [];
  const personal: CopyField[] = [
    { id: 'name', label: labels.name, value: fullName(resume.user, locale) },
    { id: 'email', label: labels.email, value: resume.user.email ?? '' },
    { id: 'phone', label: labels.phone, value: resume.user.phone ? `+${resume.user.phone}` : '' },
    { id: 'birth', label: labels.birthDate, value: formatDate(resume.user.birth_date, locale) },
    { id: 'mandarin', label: labels.mandarin, value: languages.mandarin ?? '' },
    { id: 'native', label: labels.nativeLanguage, value: languages.nativeLanguage ?? '' },
  ].filter((field) => field.value);
  if (personal.length) groups.push({ id: 'personal', heading: labels.personal, fields: personal });
  if (resume.summary.trim()) {
    groups.push({
      id: 'summary',
      heading: labels.summary,
      fields: [{ id: 'summary', label: labels.summary, value: resume.summary.trim() }],
    });
  }
  if (resume.skills?.length) {
    groups.push({
      id: 'skills',
      heading: labels.skills,
      fields: [{ id: 'skills', label: labels.skills, value: skillsLine(resume.skills, locale) }],
    });
  }
  for (const career of sortCareers(resume.careers)) {
    groups.push({
      id: `career-${career.career_id}`,
      heading: labelled(labels.experience, `${career.title} · ${career.company_name}`, locale),
      fields: [
        { id: 'company', label: labels.company, value: career.company_name },
        { id: 'title', label: labels.title, value: career.title },
        { id: 'period', label: labels.period, value: careerPeriod(career, locale, labels) },
        { id: 'responsibilities', label: labels.responsibilities, value: career.responsibilities.trim() },
      ].filter((field) => field.value),
    });
  }
  for (const education of sortEducations(resume.educations)) {
    groups.push({
      id: `education-${education.education_id}`,
      heading: labelled(labels.education, education.school, locale),
      fields: [
        { id: 'school', label: labels.school, value: education.school },
        { id: 'degree', label: labels.degree, value: education.degree },
        { id: 'major', label: labels.major, value: education.major },
        { id: 'period', label: labels.period, value: educationPeriod(education, locale, labels) },
      ].filter((field) => field.value),
    });
  }
  return groups;
}

/**
 * The whole resume as one plain-text document (resume_copy): name and
 * contact, summary, skills, experience, education, languages; sections under
 * upper-case headings, entries separated by blank lines.
 */
export function resumePlainText(
  resume: Pick<ResumeInfo, 'user' | 'summary' | 'careers' | 'educations'> & { skills?: readonly string[] },
  languages: LanguageWords,
  locale: Locale,
  labels: ResumeTextLabels,
): string {
  const heading = (text: string) => (locale === 'zh' ? `【${text}】` : text.toUpperCase());
  // "Email: …" in English, "邮箱：…" in Chinese, as the resume page and its PDF write them.
  const line = (label: string, value: string) => labelled(label, value, locale);
  const blocks: string[] = [];
  const contact = [
    resume.user.email ? line(labels.email, resume.user.email) : '',
    resume.user.phone ? line(labels.phone, `+${resume.user.phone}`) : '',
  ].filter(Boolean);
  blocks.push([fullName(resume.user, locale), ...contact].filter(Boolean).join('\n'));
  if (resume.summary.trim()) blocks.push(`${heading(labels.summary)}\n${resume.summary.trim()}`);
  if (resume.skills?.length) blocks.push(`${heading(labels.skills)}\n${skillsLine(resume.skills, locale)}`);
  const careers = sortCareers(resume.careers);
  if (careers.length) {
    blocks.push(
      [
        heading(labels.experience),
        ...careers.map((career) =>
          [
            `${career.title} · ${career.company_name}`,
            careerPeriod(career, locale, labels),
            career.responsibilities.trim(),
          ]
            .filter(Boolean)
            .join('\n'),
        ),
      ].join('\n\n'),
    );
  }
  const educations = sortEducations(resume.educations);
  if (educations.length) {
    blocks.push(
      [
        heading(labels.education),
        ...educations.map((education) =>
          [
            [education.school, joinWords([education.degree, education.major].filter(Boolean), locale)]
              .filter(Boolean)
              .join(' · '),
            educationPeriod(education, locale, labels),
          ].join('\n'),
        ),
      ].join('\n\n'),
    );
  }
  const spoken = [
    languages.mandarin ? line(labels.mandarin, languages.mandarin) : '',
    languages.nativeLanguage ? line(labels.nativeLanguage, languages.nativeLanguage) : '',
  ].filter(Boolean);
  if (spoken.length) blocks.push(`${heading(labels.languages)}\n${spoken.join('\n')}`);
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
