import { fullName } from '@jobbridge/shared';
import { DownloadButton } from '../../components/candidate/DownloadButton';
import { ProfileHeader } from '../../components/candidate/ProfileHeader';
import { ProfileUnavailable } from '../../components/candidate/ProfileNav';
import { ResumeDocument } from '../../components/candidate/ResumeDocument';
import { ResumeFiles } from '../../components/candidate/ResumeFiles';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { loadProfile, withProfileStatus } from '../../lib/profile-data';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/resume-view';

/**
 * /profile/resume_view/:user_info?: the resume as a recruiter sees it, and
 * for its owner "Download PDF" (GET /api/resume/pdf?lang=, A4) with a
 * spinner and progress while it is made and fetched. Another candidate's
 * resume shows when it is shared with the viewer, with their files.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  return withProfileStatus({ profile: await loadProfile(context, params.user_info) });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'profile.resume'),
  { name: 'robots', content: 'noindex' },
];

export default function ResumeView({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { profile } = loaderData;
  if (!profile.available) return <ProfileUnavailable />;
  const { resume, own, languages, segment } = profile;
  const name = fullName(resume.user, locale) || 'resume';

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <ProfileHeader
        user={resume.user}
        languages={languages}
        own={own}
        segment={segment}
        title={t('profile.resume.title')}
      />
      <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-xl text-slate-700">{own ? t('profile.resume.introOwn') : t('profile.resume.intro')}</p>
        {own && (
          <DownloadButton
            path={`/resume/pdf?lang=${locale}`}
            fileName={`${name}.pdf`}
            label={t('profile.resume.downloadPdf')}
            busyLabel={t('profile.resume.preparingPdf')}
            doneText={t('profile.resume.pdfSaved')}
          />
        )}
      </div>
      <div className="mt-6">
        <ResumeDocument resume={resume} languages={languages} />
      </div>
      {!own && resume.files.length > 0 && (
        <div className="mt-6">
          <ResumeFiles files={resume.files} editable={false} />
        </div>
      )}
    </div>
  );
}
