import { guideById } from '@jobbridge/shared';
import { useEffect } from 'react';
import { data, useParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { secondaryButton } from '../../components/account/fields';
import { DownloadButton } from '../../components/candidate/DownloadButton';
import { GuideDocument } from '../../components/guides/GuideDocument';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { metaT } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { guideArticle, guideIdOf, guideView } from '../../lib/guides';
import { getLocale } from '../../lib/request-context';
import { canonicalHref, clip, rootOf, seoMeta } from '../../lib/seo';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/file';

/** One guide document (shared content/guides), in the reader's language only. */
export function loader({ params, context }: Route.LoaderArgs) {
  const id = guideIdOf(params.file);
  const guide = id === null ? undefined : guideById(id);
  if (!guide) throw data(null, { status: 404 });
  const locale = getLocale(context);
  return { guide: guideView(guide, locale), locale };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { origin, locale } = rootOf(matches);
  const { guide } = loaderData;
  const canonical = canonicalHref(origin, `/guides/${guide.fileKey}`, null, locale);
  return [
    ...seoMeta({
      title: metaT(matches, 'common.titleTemplate', { page: guide.title }),
      description: clip(guide.summary),
      canonical,
      locale,
    }),
    { property: 'og:type', content: 'article' },
    { 'script:ld+json': guideArticle(guide, locale, origin, canonical) },
  ];
};

export default function GuideFile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { guide, locale } = loaderData;
  useMarkGuideRead();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
        <Breadcrumb trail={[{ to: '/guides', label: t('guides.allGuides') }]} />
        <div className="flex flex-wrap items-start gap-2">
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            {t('guides.print')}
          </button>
          <DownloadButton
            path={`/manager/guidePdf/${guide.fileKey}?lang=${locale}`}
            fileName={`JobBridge-${guide.slug}-${locale}.pdf`}
            label={t('guides.download')}
            busyLabel={t('guides.preparing')}
            doneText={t('guides.saved')}
          />
        </div>
      </div>
      <div className="mt-6 print:mt-0">
        <GuideDocument guide={guide} locale={locale} />
      </div>
    </div>
  );
}

/** A signed-in reader's visit marks the guide read (manager/addFileRead); /guides shows the marks. */
function useMarkGuideRead() {
  const { user } = useSite();
  const { file } = useParams();
  const userId = user?.user_id;
  useEffect(() => {
    if (!userId || !file) return;
    void browserApi.addFileRead({ file_key: file });
  }, [userId, file]);
}
