import { GROUP_TYPES, GROUPS_PAGE_SIZE, type GroupType, MAX_PAGE } from '@jobbridge/shared';

/** The /groups filters read from the address: a city (adcode), a type, a page. Anything else is dropped. */
export interface GroupQuery {
  adcode?: string;
  type?: GroupType;
  page: number;
}

export function readGroupQuery(params: URLSearchParams): GroupQuery {
  const adcode = params.get('adcode') ?? '';
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  return {
    ...(/^\d{6}$/.test(adcode) ? { adcode } : {}),
    ...((GROUP_TYPES as readonly string[]).includes(type) ? { type: type as GroupType } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a /groups address (empty filters left out). */
export function groupSearchParams(query: GroupQuery): string {
  const params = new URLSearchParams();
  if (query.adcode) params.set('adcode', query.adcode);
  if (query.type) params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export const GROUP_PAGE_SIZE = GROUPS_PAGE_SIZE.default;
