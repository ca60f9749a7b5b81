import type { callingCodes, configItems, locations } from '@jobbridge/db';
import type { ConfigData, ConfigLocation, ConfigOption, Locale } from '@jobbridge/shared';
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
});

export const presentSite = (env: Env): ConfigData['site'] => ({
  contact_phone: env.SITE_CONTACT_PHONE,
  icp_record: env.SITE_ICP_RECORD,
  company_name: env.SITE_COMPANY_NAME,
  newer_site_url: env.NEWER_SITE_URL ?? null,
  dev_tools: env.DEV_TOOLS,
});
