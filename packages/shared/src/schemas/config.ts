import { z } from 'zod';
import { LOCALES } from '../constants';
import { LICENSE_NAME_MAX_LENGTH } from '../limits';
import { localeField, optionalEnum, textField } from './fields';

/** POST /api/config/getConfigItem */
export const getConfigItemBody = z.object({ lang: localeField() });
export type GetConfigItemBody = z.input<typeof getConfigItemBody>;

export const configOption = z.object({ value: z.string(), label: z.string() });
export const configLocation = z.object({
  /** The location's adcode, as text. */
  value: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  lang: z.enum(['en', 'zh']),
});
export const configCallingCode = z.object({
  calling_code: z.string(),
  country: z.string(),
  flag: z.string(),
  /** ISO 3166-1 alpha-2 (also the values of a profile's nationality). */
  country_code: z.string(),
});
export const configMessageTemplate = z.object({
  template_id: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export const siteInfo = z.object({
  contact_phone: z.string(),
  icp_record: z.string(),
  company_name: z.string(),
  newer_site_url: z.string().nullable(),
  /** True when the development tools (/dev/outbox, /dev/wechat) are on. */
  dev_tools: z.boolean(),
});

export const getConfigItemData = z.object({
  employment_type: z.array(configOption),
  industry: z.array(configOption),
  seniority: z.array(configOption),
  work_location: z.array(configLocation),
  intstatus: z.array(configOption),
  /** Mandarin levels and native languages of the profile (basic info). */
  mandarin: z.array(configOption),
  language: z.array(configOption),
  company_size: z.array(configOption),
  calling_code: z.array(configCallingCode),
  mes_template: z.array(configMessageTemplate),
  site: siteInfo,
});
export type ConfigData = z.infer<typeof getConfigItemData>;
export type ConfigOption = z.infer<typeof configOption>;
export type ConfigLocation = z.infer<typeof configLocation>;
export type ConfigCallingCode = z.infer<typeof configCallingCode>;
export type SiteInfo = z.infer<typeof siteInfo>;

/** POST /api/config/getSkillList: the skills vocabulary in both languages (`name` in lang, English by default). */
export const getSkillListBody = z.object({ lang: optionalEnum(LOCALES) });
export const skillItem = z.object({
  skill_id: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  /** The skill's key: jobs store skills by their English names. */
  name_en: z.string(),
  name_zh: z.string(),
  /** The industry the skill is most typical of; empty when none. */
  industry: z.string(),
});
export type SkillItem = z.infer<typeof skillItem>;
export const getSkillListData = z.array(skillItem);

/** POST /api/config/getAllLicenseItem: professional licences a candidate can list. */
export const getAllLicenseItemBody = z.object({ lang: optionalEnum(LOCALES) });
export const licenseItem = z.object({
  license_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
});
export const getAllLicenseItemData = z.array(licenseItem);

/** POST /api/config/addLicenses: a platform administrator adds a licence to the list (decision 0022). */
export const addLicensesBody = z.object({
  name_en: textField(LICENSE_NAME_MAX_LENGTH),
  name_zh: textField(LICENSE_NAME_MAX_LENGTH),
});
export type AddLicensesBody = z.input<typeof addLicensesBody>;
export const addLicensesData = z.object({ license: licenseItem, created: z.boolean() });
