import type { ResumeInfo } from '@jobbridge/shared';
import { formatPeriod, fullName, joinWords } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';
import { sortCareers, sortEducations } from '../../lib/resume-entries';
import type { LanguageWords } from '../../lib/resume-text';
import { useSite } from '../../lib/use-site';
import { SkillTags } from '../jobs/SkillTags';

/**
 * The resume laid out as a recruiter reads it (and as the PDF export
 * prints it): name and contact, summary, skills, experience, education, languages,
 * on a white page.
 */
export function ResumeDocument({
  resume,
  languages,
}: {
  resume: Pick<ResumeInfo, 'user' | 'summary' | 'careers' | 'educations'> & { skills?: readonly string[] };
  languages: LanguageWords;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { user } = resume;
  const careers = sortCareers(resume.careers);
  const educations = sortEducations(resume.educations);
  const contact = [user.email, user.phone ? `+${user.phone}` : null].filter(Boolean);
  const heading = 'border-b border-slate-300 pb-1 text-sm font-bold tracking-wide text-teal-900 uppercase';
  return (
    <article
      aria-label={t('profile.resume.documentLabel')}
      className="mx-auto max-w-[52rem] rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <header className="border-b-2 border-teal-700 pb-4">
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {fullName(user, locale) || t('profile.noName')}
        </h2>
        {contact.length > 0 && <p className="mt-1 break-all text-slate-700">{contact.join(' · ')}</p>}
      </header>

      {resume.summary.trim() && (
        <section className="mt-6" aria-labelledby="resume-summary">
          <h3 id="resume-summary" className={heading}>
            {t('profile.summary.heading')}
          </h3>
          <p className="mt-2 whitespace-pre-line text-slate-800">{resume.summary}</p>
        </section>
      )}

      {resume.skills && resume.skills.length > 0 && (
        <section className="mt-6" aria-labelledby="resume-skills">
          <h3 id="resume-skills" className={heading}>
            {t('profile.skills.heading')}
          </h3>
          <SkillTags skills={resume.skills} tone="slate" className="mt-2" />
        </section>
      )}

      <section className="mt-6" aria-labelledby="resume-experience">
        <h3 id="resume-experience" className={heading}>
          {t('profile.career.heading')}
        </h3>
        {careers.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('profile.career.empty')}</p>
        ) : (
          <ol className="mt-3 space-y-4">
            {careers.map((career) => (
              <li key={career.career_id}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <p className="font-semibold text-slate-900">
                    {career.title} · <span className="font-normal">{career.company_name}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatPeriod(
                      career.start_date,
                      career.is_current ? null : career.end_date,
                      locale,
                      t('profile.present'),
                    )}
                  </p>
                </div>
                {career.responsibilities.trim() && (
                  <p className="mt-1 whitespace-pre-line text-slate-800">{career.responsibilities}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="mt-6" aria-labelledby="resume-education">
        <h3 id="resume-education" className={heading}>
          {t('profile.education.heading')}
        </h3>
        {educations.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('profile.education.empty')}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {educations.map((education) => (
              <li key={education.education_id} className="flex flex-wrap items-baseline justify-between gap-x-4">
                <p className="text-slate-900">
                  <span className="font-semibold">{education.school}</span>
                  {[education.degree, education.major].filter(Boolean).length > 0 && (
                    <> · {joinWords([education.degree, education.major].filter(Boolean), locale)}</>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {formatPeriod(education.start_date, education.end_date, locale, t('profile.studying'))}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {(languages.mandarin || languages.nativeLanguage) && (
        <section className="mt-6" aria-labelledby="resume-languages">
          <h3 id="resume-languages" className={heading}>
            {t('profile.languages')}
          </h3>
          <ul className="mt-2 text-slate-800">
            {languages.mandarin && <li>{t('profile.mandarinLevel', { level: languages.mandarin })}</li>}
            {languages.nativeLanguage && <li>{t('profile.nativeIs', { language: languages.nativeLanguage })}</li>}
          </ul>
        </section>
      )}
    </article>
  );
}
