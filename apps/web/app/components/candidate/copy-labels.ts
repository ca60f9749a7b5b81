import type { TFunction } from '../../i18n/translator';
import type { ResumeTextLabels } from '../../lib/resume-text';

/** The words of the copy-ready texts in the page's language. */
export function copyLabels(t: TFunction): ResumeTextLabels & { personal: string; name: string } {
  return {
    summary: t('profile.summary.heading'),
    skills: t('profile.skills.heading'),
    experience: t('profile.career.heading'),
    education: t('profile.education.heading'),
    languages: t('profile.languages'),
    mandarin: t('account.basic.mandarin'),
    nativeLanguage: t('account.basic.nativeLanguage'),
    present: t('profile.present'),
    studying: t('profile.studying'),
    email: t('profile.copy.email'),
    phone: t('profile.copy.phone'),
    birthDate: t('account.basic.birthDate'),
    company: t('profile.career.company'),
    title: t('profile.career.title'),
    period: t('profile.copy.period'),
    responsibilities: t('profile.career.responsibilities'),
    school: t('profile.education.school'),
    degree: t('profile.education.degree'),
    major: t('profile.education.major'),
    personal: t('profile.copy.personal'),
    name: t('profile.copy.name'),
  };
}
