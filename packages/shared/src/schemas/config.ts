import { z } from 'zod';
import { localeField } from './fields';

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
export const configCallingCode = z.object({ calling_code: z.string(), country: z.string(), flag: z.string() });
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
