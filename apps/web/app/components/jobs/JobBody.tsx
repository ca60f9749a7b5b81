import { useTranslation } from '../../i18n/use-translation';
import { SkillTags } from './SkillTags';

export interface JobBodyContent {
  description: string;
  /** One item a line. */
  responsibilities: string;
  requirements: string;
  skills: readonly string[];
}

/** The lines of a one-item-a-line list, blank lines dropped. */
export const listLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The body of a job page: description, responsibilities, requirements and
 * skills, as candidates see it. The job page and the HR system's preview
 * both render it (`idPrefix` keeps two copies on one page apart; `lang`
 * marks content in another language than the page).
 */
export function JobBody({ job, idPrefix = 'job', lang }: { job: JobBodyContent; idPrefix?: string; lang?: string }) {
  const { t } = useTranslation();
  const responsibilities = listLines(job.responsibilities);
  return (
    <>
      <section aria-labelledby={`${idPrefix}-description`} className="mt-8">
        <h2 id={`${idPrefix}-description`} className="text-xl font-bold text-slate-900">
          {t('jobDetail.description')}
        </h2>
        <p lang={lang} className="mt-3 break-words whitespace-pre-line text-slate-800">
          {job.description || t('jobDetail.noDescription')}
        </p>
      </section>

      {responsibilities.length > 0 && (
        <section aria-labelledby={`${idPrefix}-responsibilities`} className="mt-8">
          <h2 id={`${idPrefix}-responsibilities`} className="text-xl font-bold text-slate-900">
            {t('hr.responsibilities')}
          </h2>
          <ul lang={lang} className="mt-3 list-disc space-y-1 pl-5 break-words text-slate-800">
            {responsibilities.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is the key
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      {job.requirements.trim() && (
        <section aria-labelledby={`${idPrefix}-requirements`} className="mt-8">
          <h2 id={`${idPrefix}-requirements`} className="text-xl font-bold text-slate-900">
            {t('jobDetail.requirements')}
          </h2>
          <p lang={lang} className="mt-3 break-words whitespace-pre-line text-slate-800">
            {job.requirements}
          </p>
        </section>
      )}

      {job.skills.length > 0 && (
        <section aria-labelledby={`${idPrefix}-skills`} className="mt-8">
          <h2 id={`${idPrefix}-skills`} className="text-xl font-bold text-slate-900">
            {t('jobDetail.skills')}
          </h2>
          <SkillTags skills={job.skills} className="mt-3" />
        </section>
      )}
    </>
  );
}
