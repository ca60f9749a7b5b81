import type { GroupItem, GroupMember, GroupType, Locale } from '@jobbridge/shared';
import { formatCreateTime, headlineFor } from '@jobbridge/shared';

/** A group as the service reads it: both languages, the city's names, the counts. */
export interface GroupRow {
  group_id: number;
  type: string;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  cover_url: string | null;
  adcode: string | null;
  city_en: string | null;
  city_zh: string | null;
  starts_at: Date | null;
  member_count: number;
  joined: boolean;
}

const inLocale = (locale: Locale, en: string | null, zh: string | null) => (locale === 'zh' ? zh : en) ?? '';

export const presentGroup = (row: GroupRow, locale: Locale): GroupItem => ({
  group_id: row.group_id,
  type: row.type as GroupType,
  name: inLocale(locale, row.name_en, row.name_zh),
  description: inLocale(locale, row.description_en, row.description_zh),
  cover_url: row.cover_url,
  adcode: row.adcode,
  city: inLocale(locale, row.city_en, row.city_zh),
  starts_at: row.starts_at ? formatCreateTime(row.starts_at) : null,
  member_count: row.member_count,
  joined: row.joined,
});

/** A group member, the headline in the reader's language. */
export const presentMember = (row: GroupMember & { headline_job_zh: string | null }, locale: Locale): GroupMember => ({
  user_id: row.user_id,
  first_name: row.first_name,
  headline_job: headlineFor(row, locale),
  avatar_url: row.avatar_url,
});
