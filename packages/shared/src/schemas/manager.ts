import { z } from 'zod';
import { GUIDE_FILE_IDS, LOCALES } from '../constants';
import { emptyBody, optionalEnum } from './fields';
import { optionalBoolean } from './job';

/** The settings and guide-read calls (/api/manager/..., docs/api/candidate.md). */

export const PROFILE_VISIBILITIES = ['private', 'applied', 'public'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];
/** Keys of the guide documents: file10000 .. file10007. */
export const GUIDE_FILE_KEYS = GUIDE_FILE_IDS.map((id) => `file${id}`) as [string, ...string[]];

export const userSettings = z.object({
  /** Job alert e-mail digests. */
  alert_email: z.boolean(),
  /** E-mails about unread chat messages. */
  chat_email: z.boolean(),
  /** Who may read the resume: nobody else, recruiters of companies applied to, or anyone signed in. */
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
  /** Language of e-mails and system messages. */
  language: z.enum(LOCALES),
});
export type UserSettings = z.infer<typeof userSettings>;

/** POST /api/manager/getSetting */
export const getSettingBody = emptyBody;
export const getSettingData = userSettings;

/** POST /api/manager/updSetting: any of the fields; the others stay. */
export const updSettingBody = z.object({
  alert_email: optionalBoolean(),
  chat_email: optionalBoolean(),
  profile_visibility: optionalEnum(PROFILE_VISIBILITIES),
  language: optionalEnum(LOCALES),
});
export type UpdSettingBody = z.input<typeof updSettingBody>;
export type UpdSettingInput = z.output<typeof updSettingBody>;
export const updSettingData = userSettings;

/** POST /api/manager/addFileRead */
export const addFileReadBody = z.object({
  file_key: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.enum(GUIDE_FILE_KEYS, { error: 'errors.field.oneOf' }),
  ),
});
export type AddFileReadBody = z.input<typeof addFileReadBody>;
export const addFileReadData = z.object({ read: z.literal(true) });

/** POST /api/manager/getFileRead */
export const getFileReadBody = emptyBody;
export const getFileReadData = z.object({ files: z.array(z.string()) });

/** GET /api/manager/guidePdf/:file?lang=: a guide document as a PDF; an unknown file is 4004. */
export const guidePdfParams = z.object({ file: z.string().max(20) });
export const guidePdfQuery = z.object({ lang: optionalEnum(LOCALES) });
export type GuidePdfQuery = z.input<typeof guidePdfQuery>;
