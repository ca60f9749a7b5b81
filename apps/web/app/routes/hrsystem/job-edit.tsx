import {
  applyByBounds,
  formatSalaryRange,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_LIST_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_VALID_MAX_DAYS,
} from '@jobbridge/shared';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { focusFirstInvalid, primaryButton, secondaryButton } from '../../components/account/fields';
import { JobBody } from '../../components/jobs/JobBody';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import {
  EMPTY_JOB_FORM,
  type JobForm,
  type JobSavedState,
  jobFormBody,
  jobFormProblems,
  positiveInt,
} from '../../lib/hr';
import { cityChoices } from '../../lib/locations';
import { getConfig, getLocale } from '../../lib/request-context';
import type { Route } from './+types/job-edit';

/**
 * /hrsystem/jobs/new and /hrsystem/jobs/:job_id: the job form (both
 * languages), with a preview of the job as candidates will see it.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const locale = getLocale(context);
  const jobId = positiveInt(params.job_id ?? null);
  if (params.job_id !== undefined && jobId === null) throw new Response(null, { status: 404 });
  const [config, skills, job] = await Promise.all([
    getConfig(context),
    api.getSkillList({ lang: locale }),
    jobId === null ? Promise.resolve(null) : api.getPostJobInfo({ job_id: jobId }),
  ]);
  if (!config.success || !skills.success) throw new Response(null, { status: 503 });
  if (job && !job.success) throw new Response(null, { status: job.code === 4004 ? 404 : 503 });
  const form: JobForm = job?.success
    ? {
        position_en: job.data.position_en,
        position_zh: job.data.position_zh,
        description_en: job.data.description_en,
        description_zh: job.data.description_zh,
        responsibilities_en: job.data.responsibilities_en,
        responsibilities_zh: job.data.responsibilities_zh,
        requirements_en: job.data.requirements_en,
        requirements_zh: job.data.requirements_zh,
        minimum_salary: String(job.data.minimum_salary),
        maximum_salary: String(job.data.maximum_salary),
        salary_num: String(job.data.salary_num),
        employment_type: job.data.employment_type,
        industry: job.data.industry,
        seniority: job.data.seniority,
        adcode: job.data.adcode,
        skills: job.data.skills,
        valid_through: job.data.valid_through ?? '',
      }
    : EMPTY_JOB_FORM;
  return {
    jobId,
    status: job?.success ? job.data.status : null,
    form,
    lists: {
      employment_type: config.data.employment_type,
      industry: config.data.industry,
      seniority: config.data.seniority,
      cities: cityChoices(config.data.work_location, locale),
      skills: skills.data.map((skill) => ({ value: skill.name_en, label: skill.name })),
    },
  };
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700';

export default function HrJobEdit({ loaderData }: Route.ComponentProps) {
  const { jobId, lists } = loaderData;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [form, setForm] = useState<JobForm>(loaderData.form);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  // The dates the server accepts today (China time); fixed for the page's life, the server checks again on save.
  const [applyBy] = useState(() => applyByBounds(new Date()));

  const set = <K extends keyof JobForm>(field: K, value: JobForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const problems = jobFormProblems(form);
    const local = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [
        field,
        // The apply-by range in the server's own words.
        problem === 'dateRange'
          ? t('server.hr.validThrough', { days: JOB_VALID_MAX_DAYS })
          : t(`hr.problem.${problem}`),
      ]),
    );
    setErrors(local);
    if (Object.keys(local).length) {
      setMessage(t('hr.form.fix'));
      focusFirstInvalid(formElement);
      return;
    }
    setBusy(true);
    const body = jobFormBody(form);
    const result =
      jobId === null ? await browserApi.createJob(body) : await browserApi.editJob({ ...body, job_id: jobId });
    setBusy(false);
    if (result.success) {
      // The list says what happened, as it does for its own actions.
      const done: JobSavedState = { done: jobId === null ? 'createJob' : 'editJob' };
      navigate('/hrsystem', { state: done });
      return;
    }
    const fields = fieldErrors(result);
    setErrors(fields);
    setMessage(failureText(t, result));
    if (Object.keys(fields).length) focusFirstInvalid(formElement);
  };

  const text = (field: keyof JobForm, max: number, multiline = false, required = true) => {
    const errorId = `${id}-${field}-error`;
    const props = {
      id: `${id}-${field}`,
      value: form[field] as string,
      maxLength: max,
      required,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId : undefined,
      className: inputClass,
      onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    };
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-800">
          {t(`hr.field.${field}`)}
        </label>
        {multiline ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
        {errors[field] && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {errors[field]}
          </p>
        )}
      </div>
    );
  };

  const select = (
    field: 'employment_type' | 'industry' | 'seniority' | 'adcode',
    options: { value: string; label: string }[],
  ) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-800">
        {t(`hr.field.${field}`)}
      </label>
      <select
        id={`${id}-${field}`}
        value={form[field]}
        required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        className={inputClass}
        onChange={(event) => set(field, event.target.value)}
      >
        <option value="">{t('hr.form.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
          {errors[field]}
        </p>
      )}
    </div>
  );

  const number = (field: 'minimum_salary' | 'maximum_salary' | 'salary_num') => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-800">
        {t(`hr.field.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={1}
        required
        value={form[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        className={inputClass}
        onChange={(event) => set(field, event.target.value)}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
          {errors[field]}
        </p>
      )}
    </div>
  );

  const salary =
    form.minimum_salary && form.maximum_salary
      ? formatSalaryRange({
          minimum_salary: Number(form.minimum_salary),
          maximum_salary: Number(form.maximum_salary),
          salary_num: Number(form.salary_num) || 1,
        })
      : '';

  return (
    <div>
      <p>
        <Link to="/hrsystem" className="text-sm text-teal-800 underline">
          {t('hr.jobs.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {jobId === null ? t('hr.jobs.post') : t('hr.jobs.edit')}
      </h1>
      <form noValidate onSubmit={submit} className="mt-4 space-y-6">
        <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
          <legend className="px-1 font-semibold text-slate-900">{t('hr.form.texts')}</legend>
          {text('position_en', JOB_TITLE_MAX_LENGTH)}
          {text('position_zh', JOB_TITLE_MAX_LENGTH)}
          {text('description_en', JOB_DESCRIPTION_MAX_LENGTH, true)}
          {text('description_zh', JOB_DESCRIPTION_MAX_LENGTH, true)}
          {text('responsibilities_en', JOB_LIST_MAX_LENGTH, true, false)}
          {text('responsibilities_zh', JOB_LIST_MAX_LENGTH, true, false)}
          {text('requirements_en', JOB_LIST_MAX_LENGTH, true, false)}
          {text('requirements_zh', JOB_LIST_MAX_LENGTH, true, false)}
          <p className="text-sm text-slate-600 md:col-span-2">{t('hr.form.oneALine')}</p>
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
          <legend className="px-1 font-semibold text-slate-900">{t('hr.form.terms')}</legend>
          {number('minimum_salary')}
          {number('maximum_salary')}
          {number('salary_num')}
          {select('employment_type', lists.employment_type)}
          {select('industry', lists.industry)}
          {select('seniority', lists.seniority)}
          {select('adcode', lists.cities)}
          <div>
            <label htmlFor={`${id}-valid_through`} className="block text-sm font-medium text-slate-800">
              {t('hr.field.valid_through')}
            </label>
            <input
              id={`${id}-valid_through`}
              type="date"
              min={applyBy.min}
              max={applyBy.max}
              value={form.valid_through}
              aria-invalid={errors.valid_through ? true : undefined}
              aria-describedby={errors.valid_through ? `${id}-valid_through-error` : undefined}
              className={inputClass}
              onChange={(event) => set('valid_through', event.target.value)}
            />
            {errors.valid_through && (
              <p id={`${id}-valid_through-error`} className="mt-1 text-sm text-red-700">
                {errors.valid_through}
              </p>
            )}
          </div>
        </fieldset>
        <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold text-slate-900">{t('hr.field.skills')}</legend>
          <div className="flex max-h-60 flex-wrap gap-2 overflow-y-auto">
            {lists.skills.map((skill) => (
              <label
                key={skill.value}
                className="inline-flex items-center gap-1.5 rounded border border-slate-300 px-2 py-1 text-sm"
              >
                <input
                  type="checkbox"
                  checked={form.skills.includes(skill.value)}
                  onChange={() =>
                    set(
                      'skills',
                      form.skills.includes(skill.value)
                        ? form.skills.filter((one) => one !== skill.value)
                        : [...form.skills, skill.value],
                    )
                  }
                />
                {skill.label}
              </label>
            ))}
          </div>
          {errors.skills && (
            <p id={`${id}-skills-error`} className="mt-1 text-sm text-red-700">
              {errors.skills}
            </p>
          )}
        </fieldset>
        <p role="status" className="min-h-6 text-sm text-red-700">
          {message}
        </p>
        <div className="flex flex-wrap gap-3">
          <BusyButton type="submit" className={primaryButton} busy={busy}>
            {jobId === null ? t('hr.form.publish') : t('hr.form.save')}
          </BusyButton>
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={preview}
            onClick={() => setPreview(!preview)}
          >
            {t('hr.form.preview')}
          </button>
        </div>
      </form>
      {preview && (
        <section aria-labelledby={`${id}-preview`} className="mt-8">
          <h2 id={`${id}-preview`} className="text-xl font-bold text-slate-900">
            {t('hr.form.previewTitle')}
          </h2>
          <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
            {(['en', 'zh'] as const).map((lang) => (
              // The version's own text is marked with its language; the labels around it are the page's.
              <article key={lang} className="rounded-lg border border-slate-200 bg-white p-5">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(`hr.form.version.${lang}`)}
                </p>
                <h3 lang={lang} className="mt-1 text-2xl font-bold text-slate-900">
                  {form[`position_${lang}`]}
                </h3>
                {salary && <p className="mt-1 font-semibold text-teal-800">{salary}</p>}
                <JobBody
                  idPrefix={`${id}-${lang}`}
                  lang={lang}
                  job={{
                    description: form[`description_${lang}`],
                    responsibilities: form[`responsibilities_${lang}`],
                    requirements: form[`requirements_${lang}`],
                    skills: form.skills,
                  }}
                />
              </article>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
