import { GUIDE_FILE_IDS } from '@jobbridge/shared';
import { useEffect } from 'react';
import { data, useParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { ComingSoon } from '../../components/ComingSoon';
import { metaT } from '../../i18n/meta';
import { guideIdOf } from '../../lib/guides';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/file';

export function loader({ params }: Route.LoaderArgs) {
  const id = guideIdOf(params.file);
  if (id === null) throw data(null, { status: 404 });
  return { number: id - GUIDE_FILE_IDS[0] + 1 };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const title = metaT(matches, 'placeholder.guideFile.titleN', { n: loaderData?.number ?? '' });
  return [
    { title: metaT(matches, 'common.titleTemplate', { page: title }) },
    { name: 'description', content: metaT(matches, 'placeholder.guideFile.description') },
  ];
};

export default function GuideFile() {
  useMarkGuideRead();
  return <ComingSoon page="guideFile" />;
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
