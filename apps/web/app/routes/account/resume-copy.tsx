import { useId } from 'react';
import { copyLabels } from '../../components/candidate/copy-labels';
import { ProfileHeader } from '../../components/candidate/ProfileHeader';
import { ProfileUnavailable } from '../../components/candidate/ProfileNav';
import { CopyButton, primaryButton } from '../../components/candidate/parts';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { loadProfile, withProfileStatus } from '../../lib/profile-data';
import { resumePlainText } from '../../lib/resume-text';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/resume-copy';

/**
 * /profile/resume_copy/:user_info?: the whole resume as one plain-text
 * document (contact, summary, experience, education, languages) in a
 * read-only box, with "Copy all", for pasting into an e-mail or a single
 * "paste your resume" box.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  return withProfileStatus({ profile: await loadProfile(context, params.user_info) });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'profile.resumeCopy'),
  { name: 'robots', content: 'noindex' },
];

export default function ResumeCopy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const id = useId();
  const { profile } = loaderData;
  if (!profile.available) return <ProfileUnavailable />;
  const { resume, own, languages, segment } = profile;
  const text = resumePlainText(resume, languages, locale, copyLabels(t));
  const rows = Math.min(30, Math.max(10, text.split('\n').length + 1));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <ProfileHeader
        user={resume.user}
        languages={languages}
        own={own}
        segment={segment}
        title={t('profile.resumeCopy.title')}
      />
      <p className="mt-6 max-w-2xl text-slate-700">{t('profile.resumeCopy.intro')}</p>
      <div className="mt-6 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={`${id}-text`} className="font-semibold text-slate-900">
            {t('profile.resumeCopy.textLabel')}
          </label>
          <CopyButton text={text} what={t('profile.resumeCopy.textLabel')} className={primaryButton} />
        </div>
        <textarea
          id={`${id}-text`}
          readOnly
          rows={rows}
          value={text}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
      </div>
    </div>
  );
}
