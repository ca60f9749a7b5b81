import { COMPANY_ROLES, fullName, type TeamMember } from '@jobbridge/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { buttonClass, Field, inputClass, Notice, secondaryButtonClass } from '../../components/employer/fields';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { cityChoices, withSavedChoice } from '../../lib/locations';
import { getConfig, getLocale, getSessionUser, requireUserMiddleware } from '../../lib/request-context';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/team';

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** The company's team and requests; null when the user has no company. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getSessionUser(context);
  if (!user) throw redirect('/login?redirect=%2Fhrsystem%2Fteam');
  const [team, config] = await Promise.all([context.get(apiContext).getCompanyAdmins(), getConfig(context)]);
  return {
    user_id: user.user_id,
    team: team.success ? team.data : null,
    cities: config.success ? cityChoices(config.data.work_location, getLocale(context)) : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'employer.team');

/** /hrsystem/team: members and requests (owners decide), leaving the company, and the recruiter's own profile. */
export default function Team({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { user_id, team, cities } = loaderData;
  const [members, setMembers] = useState<TeamMember[]>(team?.list ?? []);
  // The list as the server has it again after a save below (the user's own name and headline).
  const revalidator = useRevalidator();
  useEffect(() => {
    if (team) setMembers(team.list);
  }, [team]);
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const [left, setLeft] = useState(false);

  if (!team || left) {
    return (
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold text-slate-900">{t('employer.team.title')}</h1>
        <p className="mt-3 text-slate-700">{left ? t('employer.team.leftText') : t('employer.team.noCompany')}</p>
        <Link to="/employer" className={`${buttonClass} mt-4`}>
          {t('employer.team.toEmployer')}
        </Link>
      </div>
    );
  }
  const owner = team.my_role === 'owner';
  const me = members.find((member) => member.user_id === user_id);

  async function decide(member: TeamMember, action: 'approve' | 'reject' | 'role' | 'remove', role?: string) {
    setMessage(null);
    const envelope = await browserApi.updCompanyAdmin({
      company_admin_id: member.company_admin_id,
      action,
      ...(role ? { role: role as (typeof COMPANY_ROLES)[number] } : {}),
    });
    if (!envelope.success) {
      setMessage({ tone: 'error', text: failureText(t, envelope) });
      return;
    }
    const updated = envelope.data;
    setMembers((current) =>
      updated.status === 'active' || updated.status === 'pending'
        ? current.map((m) => (m.company_admin_id === updated.company_admin_id ? updated : m))
        : current.filter((m) => m.company_admin_id !== updated.company_admin_id),
    );
    setMessage({ tone: 'ok', text: t('employer.team.saved') });
  }

  const pending = members.filter((m) => m.status === 'pending');
  const active = members.filter((m) => m.status === 'active');
  const nameOf = (m: TeamMember) => fullName(m, locale) || m.email || `#${m.user_id}`;

  return (
    <div className="max-w-4xl space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('employer.team.title')}</h1>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}

      {owner && (
        <section aria-labelledby="requests-title" className="space-y-3">
          <h2 id="requests-title" className="text-lg font-semibold text-slate-900">
            {t('employer.team.requests', { n: pending.length })}
          </h2>
          {pending.length === 0 ? (
            <p className="text-sm text-slate-700">{t('employer.team.noRequests')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {pending.map((m) => (
                <li key={m.company_admin_id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3">
                  <span>
                    <span className="font-medium text-slate-900">{nameOf(m)}</span>{' '}
                    <span className="text-sm text-slate-600">{t(`employer.role.${m.role}`)}</span>
                  </span>
                  <span className="flex gap-2">
                    <button type="button" className={buttonClass} onClick={() => decide(m, 'approve')}>
                      {t('employer.team.approve')}
                      <span className="sr-only"> {nameOf(m)}</span>
                    </button>
                    <button type="button" className={secondaryButtonClass} onClick={() => decide(m, 'reject')}>
                      {t('employer.team.reject')}
                      <span className="sr-only"> {nameOf(m)}</span>
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="members-title" className="space-y-3">
        <h2 id="members-title" className="text-lg font-semibold text-slate-900">
          {t('employer.team.members')}
        </h2>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {active.map((m) => (
            <li key={m.company_admin_id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {nameOf(m)}
                  {m.user_id === user_id && (
                    <span className="text-sm text-slate-600">
                      {t('common.aside', { detail: t('employer.team.you') })}
                    </span>
                  )}
                </span>
                {m.headline_job && <span className="block text-sm text-slate-600">{m.headline_job}</span>}
              </span>
              {owner ? (
                <span className="flex flex-wrap items-center gap-2">
                  <label className="text-sm text-slate-700">
                    <span className="sr-only">{t('employer.team.roleOf', { name: nameOf(m) })}</span>
                    <select className={inputClass} value={m.role} onChange={(e) => decide(m, 'role', e.target.value)}>
                      {COMPANY_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`employer.role.${role}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  {m.user_id !== user_id && (
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => {
                        // As leaving does, removing someone asks first: one slip would lock a colleague out.
                        if (window.confirm(t('employer.team.removeConfirm', { name: nameOf(m) })))
                          void decide(m, 'remove');
                      }}
                    >
                      {t('employer.team.remove')}
                      <span className="sr-only"> {nameOf(m)}</span>
                    </button>
                  )}
                </span>
              ) : (
                <span className="text-sm text-slate-700">{t(`employer.role.${m.role}`)}</span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <RecruiterProfile
        firstName={me?.first_name ?? ''}
        headline={me?.headline_en ?? ''}
        headlineZh={me?.headline_zh ?? ''}
        adcode={me?.adcode ?? ''}
        city={me?.city ?? ''}
        cities={cities}
        onSaved={() => revalidator.revalidate()}
      />

      <section aria-labelledby="leave-title" className="space-y-3 border-t border-slate-200 pt-6">
        <h2 id="leave-title" className="text-lg font-semibold text-slate-900">
          {t('employer.team.leave')}
        </h2>
        <p className="text-sm text-slate-700">{t('employer.team.leaveText')}</p>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={async () => {
            if (!window.confirm(t('employer.team.leaveConfirm'))) return;
            const envelope = await browserApi.leaveCompany();
            if (envelope.success) setLeft(true);
            else setMessage({ tone: 'error', text: failureText(t, envelope) });
          }}
        >
          {t('employer.team.leave')}
        </button>
      </section>
    </div>
  );
}

/** The recruiter's own name, headline (English and Chinese) and city, shown on their job pages and in chats. */
function RecruiterProfile({
  firstName,
  headline,
  headlineZh,
  adcode,
  city,
  cities,
  onSaved,
}: {
  firstName: string;
  headline: string;
  headlineZh: string;
  adcode: string;
  /** The saved city's name in the page's language (the server's, also for a code no longer offered). */
  city: string;
  /** The site's cities (config's work_location), as the other city fields offer them. */
  cities: { value: string; label: string }[];
  /** Called once a save succeeded: the team list shows the saved name and headline. */
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  // Prefilled with what is saved, so saving the name alone keeps the city. A saved province (no longer
  // offered, decision 0061) shows under its name, asking for a city, rather than as "Choose…".
  const choices = withSavedChoice(
    cities,
    adcode ? { value: adcode, label: t('employer.profile.notACity', { name: city || adcode }) } : null,
  );
  const [form, setForm] = useState({
    first_name: firstName,
    headline_job: headline,
    headline_job_zh: headlineZh,
    adcode,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!form.first_name.trim()) problems.first_name = t('errors.field.required');
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const envelope = await browserApi.updRecruiterProfile(form);
    if (envelope.success) {
      setErrors({});
      setMessage({ tone: 'ok', text: t('employer.team.saved') });
      onSaved();
    } else {
      setErrors(fieldErrors(envelope));
      setMessage({ tone: 'error', text: failureText(t, envelope) });
    }
  }
  return (
    <section aria-labelledby="profile-title" className="space-y-3 border-t border-slate-200 pt-6">
      <h2 id="profile-title" className="text-lg font-semibold text-slate-900">
        {t('employer.profile.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('employer.profile.intro')}</p>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={t('employer.profile.first_name')} error={errors.first_name}>
          {(props) => (
            <input
              {...props}
              className={inputClass}
              value={form.first_name}
              onChange={(e) => setForm({ ...form, first_name: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('employer.profile.headline_job')} error={errors.headline_job}>
          {(props) => (
            <input
              {...props}
              className={inputClass}
              lang="en"
              value={form.headline_job}
              onChange={(e) => setForm({ ...form, headline_job: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('employer.profile.headline_job_zh')} error={errors.headline_job_zh}>
          {(props) => (
            <input
              {...props}
              className={inputClass}
              lang="zh-CN"
              value={form.headline_job_zh}
              onChange={(e) => setForm({ ...form, headline_job_zh: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('employer.profile.adcode')} error={errors.adcode}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={form.adcode}
              onChange={(e) => setForm({ ...form, adcode: e.target.value })}
            >
              <option value="">{t('hr.form.choose')}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {message && (
          <div className="sm:col-span-2">
            <Notice tone={message.tone}>{message.text}</Notice>
          </div>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {t('employer.profile.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
