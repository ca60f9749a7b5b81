import { type GetGroupMembersData, GROUP_TYPES } from '@jobbridge/shared';
import { Form } from 'react-router';
import { apiContext } from '../../api/context';
import { GroupCard } from '../../components/groups/GroupCard';
import { Pagination } from '../../components/ui/Pagination';
import { metaT, pagedTitle } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { throwApiFailure } from '../../lib/api-failure';
import { GROUP_PAGE_SIZE, groupSearchParams, readGroupQuery } from '../../lib/groups';
import { totalPages } from '../../lib/list-query';
import { canonicalHref, rootOf, seoMeta } from '../../lib/seo';
import type { Route } from './+types/index';

/** The most groups read to offer their cities as the city filter. */
const CITY_SOURCE_SIZE = 50;

/**
 * /groups?adcode=&type=&page= (decision 0029): the groups, the cities that
 * have groups (for the filter), and for each group the user belongs to its
 * members, so the page works whole without script.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const query = readGroupQuery(url.searchParams);
  const [envelope, all] = await Promise.all([
    api.getGroupList({ ...query, size: GROUP_PAGE_SIZE }),
    api.getGroupList({ size: CITY_SOURCE_SIZE }),
  ]);
  if (!envelope.success) throwApiFailure(envelope);
  const cities = new Map<string, string>();
  if (all.success)
    for (const group of all.data.list) if (group.adcode && group.city) cities.set(group.adcode, group.city);
  const members: Record<number, GetGroupMembersData> = {};
  await Promise.all(
    envelope.data.list
      .filter((group) => group.joined)
      .map(async (group) => {
        const answer = await api.getGroupMembers({ group_id: group.group_id });
        if (answer.success) members[group.group_id] = answer.data;
      }),
  );
  return {
    query,
    groups: envelope.data.list,
    members,
    cities: [...cities].map(([value, label]) => ({ value, label })),
    totalPages: totalPages(envelope.data.total, GROUP_PAGE_SIZE),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { origin, locale } = rootOf(matches);
  if (!loaderData) return [];
  const title = metaT(matches, 'groups.title');
  const { page } = loaderData.query;
  return seoMeta({
    title: metaT(matches, 'common.titleTemplate', { page: pagedTitle(matches, title, page) }),
    description: metaT(matches, 'groups.description'),
    canonical: canonicalHref(origin, '/groups', new URLSearchParams(groupSearchParams(loaderData.query)), locale),
    locale,
  });
};

const select = 'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900';

export default function Groups({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, groups, members, cities } = loaderData;
  const search = groupSearchParams(query);
  const returnTo = search ? `/groups?${search}` : '/groups';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('groups.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('groups.intro')}</p>

      <Form
        key={search}
        method="get"
        action="/groups"
        aria-label={t('groups.filters')}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <label className="min-w-48 flex-1 text-sm font-medium text-slate-800 sm:flex-none">
          {t('groups.city')}
          <select name="adcode" defaultValue={query.adcode ?? ''} className={`${select} mt-1`}>
            <option value="">{t('groups.anyCity')}</option>
            {cities.map((city) => (
              <option key={city.value} value={city.value}>
                {city.label}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-48 flex-1 text-sm font-medium text-slate-800 sm:flex-none">
          {t('groups.type')}
          <select name="type" defaultValue={query.type ?? ''} className={`${select} mt-1`}>
            <option value="">{t('groups.anyType')}</option>
            {GROUP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`groups.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('groups.apply')}
        </button>
      </Form>

      {groups.length === 0 ? (
        <p className="mt-8 text-slate-700">{t('groups.empty')}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <li key={group.group_id}>
              <GroupCard group={group} members={members[group.group_id] ?? null} returnTo={returnTo} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={query.page} totalPages={loaderData.totalPages} />
    </div>
  );
}
