import type { companies, users } from '@jobbridge/db';
import {
  CHINA_WORK_STATUSES,
  type ChinaWorkStatus,
  headlineFor,
  type Locale,
  type PublicUserCard,
  type UserInfo,
} from '@jobbridge/shared';

const isChinaWorkStatus = (value: string | null): value is ChinaWorkStatus =>
  (CHINA_WORK_STATUSES as readonly (string | null)[]).includes(value);

export type CompanyNames = Pick<typeof companies.$inferSelect, 'company_id' | 'brand_name' | 'eng_brand_name'>;

/** User info as the spec's client keeps it; never the password hash or other internals. */
export const presentUserInfo = (
  user: typeof users.$inferSelect,
  company: CompanyNames | null,
  profileStrength: number,
): UserInfo => ({
  user_id: user.user_id,
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone,
  email: user.email,
  avatar_url: user.avatar_url,
  birth_date: user.birth_date,
  mandarin: user.mandarin,
  native_language: user.native_language,
  headline_job: user.headline_job,
  headline_job_zh: user.headline_job_zh,
  adcode: user.adcode,
  nationality: user.nationality,
  china_status: isChinaWorkStatus(user.china_status) ? user.china_status : null,
  status: user.status,
  profile_strength: profileStrength,
  company: company
    ? { company_id: company.company_id, brand_name: company.brand_name, eng_brand_name: company.eng_brand_name }
    : null,
});

/** The public card of a user: what others may see, nothing more. */
export const presentPublicCard = (
  user: typeof users.$inferSelect,
  company: CompanyNames | null,
  locale: Locale,
): PublicUserCard => ({
  user_id: user.user_id,
  first_name: user.first_name,
  avatar_url: user.avatar_url,
  headline_job: headlineFor(user, locale),
  company: company
    ? { company_id: company.company_id, brand_name: company.brand_name, eng_brand_name: company.eng_brand_name }
    : null,
});
