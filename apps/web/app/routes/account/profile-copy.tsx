import { copyLabels } from '../../components/candidate/copy-labels';
import { ProfileHeader } from '../../components/candidate/ProfileHeader';
import { ProfileUnavailable } from '../../components/candidate/ProfileNav';
import { CopyButton, EmptyState } from '../../components/candidate/parts';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { loadProfile, withProfileStatus } from '../../lib/profile-data';
import { profileCopyGroups } from '../../lib/resume-text';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/profile-copy';

/**
 * /profile/profile_copy/:user_info?: the profile field by field as plain
 * text, each with its own Copy button, for filling in another site's
 * application form box by box (company, title, period, responsibilities...).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  return withProfileStatus({ profile: await loadProfile(context, params.user_info) });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'profile.profileCopy'),
  { name: 'robots', content: 'noindex' },
];

export default function ProfileCopy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { profile } = loaderData;
  if (!profile.available) return <ProfileUnavailable />;
  const { resume, own, languages, segment } = profile;
  const groups = profileCopyGroups(resume, languages, locale, copyLabels(t));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <ProfileHeader
        user={resume.user}
        languages={languages}
        own={own}
        segment={segment}
        title={t('profile.profileCopy.title')}
      />
      <p className="mt-6 max-w-2xl text-slate-700">{t('profile.profileCopy.intro')}</p>
      {groups.length === 0 ? (
        <div className="mt-6">
          <EmptyState>{t('profile.copy.nothing')}</EmptyState>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`copy-${group.id}`}
              className="rounded-xl border border-slate-200 p-5"
            >
              <h2 id={`copy-${group.id}`} className="font-semibold text-slate-900">
                {group.heading}
              </h2>
              <dl className="mt-3 divide-y divide-slate-100">
                {group.fields.map((field) => (
                  <div key={field.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-2 sm:flex-nowrap">
                    <dt className="w-full shrink-0 text-sm font-medium text-slate-600 sm:w-40">{field.label}</dt>
                    <dd className="min-w-0 flex-1 whitespace-pre-line break-words text-slate-900">{field.value}</dd>
                    <dd className="shrink-0">
                      <CopyButton
                        text={field.value}
                        what={t('common.labelDetail', { label: group.heading, detail: field.label })}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
