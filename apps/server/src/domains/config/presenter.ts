import type { callingCodes, configItems, locations } from '@jobbridge/db';
import type { ConfigData, ConfigLocation, ConfigOption, Locale, SkillItem } from '@jobbridge/shared';
import type { Env } from '../../env';

export const presentConfigOption = (item: typeof configItems.$inferSelect, locale: Locale): ConfigOption => ({
  value: item.value,
  label: locale === 'zh' ? item.label_zh : item.label_en,
});

export const presentLocation = (place: typeof locations.$inferSelect, locale: Locale): ConfigLocation => ({
  value: place.adcode,
  city: locale === 'zh' ? place.city_zh : place.city_en,
  province: locale === 'zh' ? place.province_zh : place.province_en,
  country: locale === 'zh' ? place.country_zh : place.country_en,
  lang: locale,
});

export const presentCallingCode = (code: typeof callingCodes.$inferSelect, locale: Locale) => ({
  calling_code: code.calling_code,
  country: locale === 'zh' ? code.country_zh : code.country_en,
  flag: code.flag,
  country_code: code.country_code,
});

export const presentSite = (env: Env): ConfigData['site'] => ({
  contact_phone: env.SITE_CONTACT_PHONE,
  icp_record: env.SITE_ICP_RECORD,
  company_name: env.SITE_COMPANY_NAME,
  newer_site_url: env.NEWER_SITE_URL ?? null,
  dev_tools: env.DEV_TOOLS,
});

/** A skill, `name` in the language asked for. */
export const presentSkill = (
  row: { skill_id: number; name_en: string; name_zh: string; industry: string | null },
  locale: Locale,
): SkillItem => ({
  skill_id: row.skill_id,
  name: locale === 'zh' ? row.name_zh : row.name_en,
  name_en: row.name_en,
  name_zh: row.name_zh,
  industry: row.industry ?? '',
});

export const presentLicense = (row: { license_id: number; name_en: string; name_zh: string }, locale: Locale) => ({
  license_id: row.license_id,
  name: locale === 'zh' ? row.name_zh : row.name_en,
  name_en: row.name_en,
  name_zh: row.name_zh,
});
