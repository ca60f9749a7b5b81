import { isLocale } from '@jobbridge/shared';
import { apiContext } from '../../api/context';
import { toSiteLists } from '../../lib/site-data';
import type { Route } from './+types/site-lists';

/**
 * /site-lists.json?locale=en|zh — the cities and calling codes of config,
 * kept out of every page's data and cached by the browser. (`locale`, not
 * `lang`: this fetch must not set the language cookie.)
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const requested = url.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : 'en';
  const config = await context.get(apiContext).getConfigItem(locale);
  if (!config.success) {
    return Response.json({ code: config.code }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(toSiteLists(config.data, locale), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  });
}
