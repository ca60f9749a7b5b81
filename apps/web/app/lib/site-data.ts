import type { ConfigCallingCode, ConfigData, ConfigOption, SiteInfo, UserInfo } from '@jobbridge/shared';
import { type Locale, USER_STATUS_EMAIL_VERIFIED } from '@jobbridge/shared';
import { type CityOption, toCityOptions } from './locations';

/**
 * The part of config every page gets with the root data. The long lists
 * (cities, calling codes) are not in it: they load from /site-lists.json
 * when an autocomplete or the sign-in form needs them.
 */
export interface SiteConfig {
  employment_type: ConfigOption[];
  industry: ConfigOption[];
  seniority: ConfigOption[];
  site: SiteInfo;
}

/** The long config lists, served by /site-lists.json. */
export interface SiteLists {
  cities: CityOption[];
  calling_code: ConfigCallingCode[];
}

/** The signed-in user as the header needs it. */
export interface SessionUser {
  user_id: number;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  profile_strength: number;
  has_company: boolean;
  /** The account's e-mail (for the verification banner and dialog), null when none. */
  email: string | null;
  /** status 2: the e-mail is verified. */
  email_verified: boolean;
}

export interface Counts {
  system: number;
  chat: number;
  employer: number;
}

/** Root loader data once config loaded. */
export interface SiteData {
  locale: Locale;
  origin: string;
  config: SiteConfig;
  user: SessionUser | null;
  counts: Counts;
  bannerShow: boolean;
  /** The e-mail verification banner was closed in this browser session. */
  verifyBannerClosed: boolean;
}

export function toSiteConfig(config: ConfigData): SiteConfig {
  return {
    employment_type: config.employment_type,
    industry: config.industry,
    seniority: config.seniority,
    site: config.site,
  };
}

export function toSiteLists(config: ConfigData, locale: Locale): SiteLists {
  return {
    cities: toCityOptions(config.work_location, locale),
    calling_code: config.calling_code.map(({ calling_code, country, flag, country_code }) => ({
      calling_code,
      country,
      flag,
      country_code,
    })),
  };
}

export function toSessionUser(user: UserInfo): SessionUser {
  return {
    user_id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    avatar_url: user.avatar_url,
    profile_strength: user.profile_strength,
    has_company: user.company !== null,
    email: user.email,
    email_verified: user.status === USER_STATUS_EMAIL_VERIFIED,
  };
}
