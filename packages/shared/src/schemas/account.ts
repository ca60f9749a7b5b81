import { z } from 'zod';
import { CHINA_WORK_STATUSES, EMAIL_CODE_COUNTDOWN_S, SMS_RESEND_COUNTDOWN_S } from '../constants';
import { COMPANY_LIMITS, COMPANY_ROLES, NAME_MAX_LENGTH, ONBOARDING_STEPS } from '../limits';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/email';
import { emptyBody, idField, optionalText, textField } from './fields';

/**
 * The accounts calls (docs/api/accounts.md). Phones travel as the spec's
 * login payload (calling code digits joined to the national number);
 * passwords as hashPasswordForTransport(clear), 64 hex characters.
 */

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Full phone: calling code digits + national number, E.164 without '+' (spaces, '-' and a leading '+' are dropped). */
export const phoneField = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'errors.field.required' })
    .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+/, ''))
    .pipe(z.string().regex(/^[1-9]\d{6,14}$/, { error: 'errors.field.phone' }));

/** Calling code digits without '+', e.g. '86'. */
export const callingCodeField = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'errors.field.required' })
    .transform((value) => value.replace(/^\+/, ''))
    .pipe(z.string().regex(/^[1-9]\d{0,3}$/, { error: 'errors.field.callingCode' }));

/** An e-mail address, trimmed and lower-cased. */
export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'errors.field.required' })
    .max(EMAIL_MAX_LENGTH, { error: 'errors.field.email' })
    .transform((value) => value.toLowerCase())
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'errors.field.email' }));

/** A one-time code: 6 digits. */
export const codeField = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'errors.field.required' })
    .regex(/^\d{6}$/, { error: 'errors.field.code' });

/** hashPasswordForTransport(clear): 64 hex characters (the clear password never travels). */
export const passwordField = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'errors.field.required' })
    .regex(/^[0-9a-fA-F]{64}$/, { error: 'errors.field.passwordHash' })
    .transform((value) => value.toLowerCase());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidField = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'errors.field.required' })
    .regex(UUID, { error: 'errors.field.invalid' })
    .transform((value) => value.toLowerCase());

/** A WeChat scene (what the QR code carries). */
export const sceneField = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'errors.field.required' })
    .regex(/^[\w-]{1,64}$/, { error: 'errors.field.invalid' });

/** A checkbox that must be ticked: true, 'true', '1' or 'on'. */
const agreeField = () =>
  z.union([z.literal(true), z.literal('true'), z.literal('1'), z.literal('on')], { error: 'errors.field.agree' });

const nameField = () => textField(NAME_MAX_LENGTH);
const optionalName = () => optionalText(NAME_MAX_LENGTH);

/**
 * An optional value an edit may clear: absent = unchanged, blank = cleared
 * (null), otherwise the value checked by `inner`.
 */
const clearable = <T extends z.ZodType>(inner: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.union([z.null(), inner]).optional(),
  ) as unknown as z.ZodOptional<z.ZodNullable<T>>;

/** 'yyyy-MM-dd', a real date between 1900-01-01 and today. */
const birthDateField = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'errors.field.date' })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return (
          !Number.isNaN(date.getTime()) &&
          date.toISOString().slice(0, 10) === value &&
          value >= '1900-01-01' &&
          date.getTime() <= Date.now()
        );
      },
      { error: 'errors.field.date' },
    );

/** A config value code (mandarin level, language). */
const configCodeField = () =>
  z
    .string()
    .trim()
    .regex(/^[\w-]{1,32}$/, { error: 'errors.field.oneOf' });

/** User info (spec section 3), as the web keeps it in the userinfo cookie and the store. */
export const userInfo = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** 'yyyy-MM-dd' or null. */
  birth_date: z.string().nullable(),
  mandarin: z.string().nullable(),
  native_language: z.string().nullable(),
  /** What appendUserInfo adds (decision 0032): headline, city of residence (adcode), nationality (ISO 3166-1 alpha-2), work status in China. */
  headline_job: z.string().nullable(),
  /** The headline in Chinese (decision 0037): Chinese pages show it when given, else headline_job. */
  headline_job_zh: z.string().nullable(),
  adcode: z.string().nullable(),
  nationality: z.string().nullable(),
  china_status: z.enum(CHINA_WORK_STATUSES).nullable(),
  /** 2 means the e-mail is verified. */
  status: z.number().int(),
  /** Profile strength percent (spec section 9), from the shared rule. */
  profile_strength: z.number().int().min(0).max(100),
  company: z.object({ company_id: z.number().int(), brand_name: z.string(), eng_brand_name: z.string() }).nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** What a code send answers: the countdown the page shows. */
export const codeSentData = z.object({ sent: z.literal(true), seconds: z.number().int() });
export type CodeSent = z.infer<typeof codeSentData>;
export const codeSent = (channel: 'sms' | 'email'): CodeSent => ({
  sent: true,
  seconds: channel === 'sms' ? SMS_RESEND_COUNTDOWN_S : EMAIL_CODE_COUNTDOWN_S,
});

/** POST /api/account/signinByToken: the session's user (4001 without one). */
export const signinByTokenBody = emptyBody;
export const signinByTokenData = userInfo;

/** POST /api/account/logout: ends the session and clears the cit cookie. */
export const logoutBody = emptyBody;
export const logoutData = z.null();

/** POST /api/account/logoutOthers: ends every other session of the user. */
export const logoutOthersBody = emptyBody;
export const logoutOthersData = z.object({ revoked: z.number().int() });

/** POST /api/account/getEmployerStatus: the header's employer state (pending requests for owners, company, onboarding step). */
export const getEmployerStatusBody = emptyBody;
export const getEmployerStatusData = z.object({
  /** Requests to join the user's company, counted for its owners only (the Employers badge). */
  pending: z.number().int(),
  /** The company the user belongs to, and their role; null without one. */
  company_id: z.number().int().nullable(),
  role: z.enum(COMPANY_ROLES).nullable(),
  /** Where the user's /employer onboarding stands (decision 0021). */
  step: z.enum(ONBOARDING_STEPS),
});

/** POST /api/account/getUnreadMessages: unread system and chat messages of the user. */
export const getUnreadMessagesBody = emptyBody;
export const getUnreadMessagesData = z.object({ system: z.number().int(), chat: z.number().int() });
export type UnreadMessages = z.infer<typeof getUnreadMessagesData>;

/** GET /api/account/randomImage: a picture captcha (WebP data URL), single use, 2 minutes. */
export const randomImageQuery = emptyBody;
export const randomImageData = z.object({ imageBase64: z.string(), uuid: z.string() });
export type Captcha = z.infer<typeof randomImageData>;

export const SMS_PURPOSES = ['login', 'signup', 'reset', 'modify_phone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const EMAIL_CODE_PURPOSES = ['verify', 'modify_email', 'reset'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/** POST /api/account/sendSmsCode: the captcha answer first, then a code by SMS. */
export const sendSmsCodeBody = z.object({
  phone: phoneField(),
  uuid: z.string().trim().min(1, { error: 'errors.field.required' }).max(64),
  verityCode: z.string().trim().min(1, { error: 'errors.field.required' }).max(16),
  purpose: z.preprocess(blankToUndefined, z.enum(SMS_PURPOSES, { error: 'errors.field.oneOf' }).default('login')),
  /** Optional: the calling code digits, when the page knows them. */
  calling_code: z.preprocess(blankToUndefined, callingCodeField().optional()),
});
export const sendSmsCodeData = codeSentData;

/** POST /api/account/signupcode: a sign-up code by e-mail (1001 when the address is taken). */
export const signupCodeBody = z.object({
  email: emailField(),
  purpose: z.preprocess(blankToUndefined, z.literal('signup', { error: 'errors.field.oneOf' }).default('signup')),
});
export const signupCodeData = codeSentData;

/** POST /api/account/signup: by phone (calling_code, phone, code) or by e-mail (email, code). */
export const signupBody = z
  .object({
    type: z.enum(['phone', 'email'], { error: 'errors.field.oneOf' }),
    calling_code: z.preprocess(blankToUndefined, callingCodeField().optional()),
    phone: z.preprocess(blankToUndefined, phoneField().optional()),
    email: z.preprocess(blankToUndefined, emailField().optional()),
    code: codeField(),
    password: passwordField(),
    agree: agreeField(),
    first_name: optionalName(),
    last_name: optionalName(),
  })
  .superRefine((body, ctx) => {
    const need = body.type === 'phone' ? (['calling_code', 'phone'] as const) : (['email'] as const);
    for (const field of need) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'errors.field.required' });
    }
    if (body.type === 'phone' && body.phone && body.calling_code && !body.phone.startsWith(body.calling_code)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'errors.field.phone' });
    }
  });
export const signupData = userInfo;

/**
 * The picture captcha a sign-in call needs once failures have piled up for
 * the account or the address (the call answers 4028 until it is given):
 * the id of a captcha from randomImage and its answer. Left out otherwise.
 */
const signinCaptcha = {
  uuid: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  verityCode: z.preprocess(blankToUndefined, z.string().trim().max(16).optional()),
};

/** POST /api/account/signin: phone (full number) and password (+ captcha when asked: 4028). */
export const signinBody = z.object({ phone: phoneField(), password: passwordField(), ...signinCaptcha });
export const signinData = userInfo;

/** POST /api/account/signinByEmail (+ captcha when asked: 4028). */
export const signinByEmailBody = z.object({ email: emailField(), password: passwordField(), ...signinCaptcha });
export const signinByEmailData = userInfo;

/** POST /api/account/signinbycode: phone, SMS code (purpose login); username repeats the phone (+ captcha when asked: 4028). */
export const signinByCodeBody = z.object({
  phone: phoneField(),
  code: codeField(),
  username: optionalText(32),
  ...signinCaptcha,
});
export const signinByCodeData = userInfo;

/** POST /api/account/forgetPassword: a reset code sent to the phone or e-mail, and the new password. */
export const forgetPasswordBody = z
  .object({
    type: z.enum(['phone', 'email'], { error: 'errors.field.oneOf' }),
    target: z.string().trim().min(1, { error: 'errors.field.required' }).max(254),
    code: codeField(),
    password: passwordField(),
  })
  .transform((body, ctx) => {
    const parsed = (body.type === 'phone' ? phoneField() : emailField()).safeParse(body.target);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: body.type === 'phone' ? 'errors.field.phone' : 'errors.field.email',
      });
      return z.NEVER;
    }
    return { ...body, target: parsed.data };
  });
export const forgetPasswordData = z.null();

/** POST /api/account/sendEmailCode: a code by e-mail (verify and modify_email need a session). */
export const sendEmailCodeBody = z.object({
  email: emailField(),
  purpose: z.preprocess(
    blankToUndefined,
    z.enum(EMAIL_CODE_PURPOSES, { error: 'errors.field.oneOf' }).default('verify'),
  ),
});
export const sendEmailCodeData = codeSentData;

/** POST /api/account/checkEmailCode: a `verify` code; sets the user's e-mail, status 2. */
export const checkEmailCodeBody = z.object({ email: emailField(), code: codeField() });
export const checkEmailCodeData = userInfo;

/** POST /api/account/checkUserEmailCode: as checkEmailCode, for user_id (must be the session's). */
export const checkUserEmailCodeBody = z.object({ email: emailField(), code: codeField(), user_id: idField() });
export const checkUserEmailCodeData = userInfo;

/** POST /api/account/sendEmail and checkEmailLink: a confirmation link (24 h) to the e-mail. */
export const sendEmailBody = z.object({ email: emailField() });
export const sendEmailData = z.object({ sent: z.literal(true) });

/** POST /api/account/confirmEmail: the link's uuid. */
export const confirmEmailBody = z.object({ uuid: uuidField() });
export const confirmEmailData = userInfo;

/** POST /api/account/modifyEmail: a `modify_email` code sent to the new address. */
export const modifyEmailBody = z.object({
  phone: z.preprocess(blankToUndefined, phoneField().optional()),
  email: emailField(),
  code: codeField(),
});
export const modifyEmailData = userInfo;

/** POST /api/account/modifyPhone: a `modify_phone` SMS code sent to the new number. */
export const modifyPhoneBody = z
  .object({ calling_code: callingCodeField(), phone: phoneField(), code: codeField() })
  .superRefine((body, ctx) => {
    if (!body.phone.startsWith(body.calling_code)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'errors.field.phone' });
    }
  });
export const modifyPhoneData = userInfo;

/** POST /api/account/modifyPwd: both transport hashes; other sessions are revoked. */
export const modifyPwdBody = z.object({ oldPassword: passwordField(), password: passwordField() });
export const modifyPwdData = z.null();

/**
 * POST /api/account/editUserInfo. birth_date, mandarin and native_language:
 * left out = unchanged, blank = cleared.
 */
export const editUserInfoBody = z.object({
  first_name: nameField(),
  last_name: nameField(),
  birth_date: clearable(birthDateField()),
  mandarin: clearable(configCodeField()),
  native_language: clearable(configCodeField()),
});
export type EditUserInfoInput = z.output<typeof editUserInfoBody>;
export const editUserInfoData = userInfo;

/**
 * POST /api/account/appendUserInfo (decision 0032): adds to the profile what
 * employers hiring from abroad ask first, next to the basic info: a headline,
 * the city the person lives in, nationality and where they stand on a work
 * permit. Each field: left out = unchanged, blank = cleared; at least one
 * must be given. adcode is a city of the site's list, nationality a country
 * of the calling-code list (both checked on the server).
 */
export const appendUserInfoBody = z
  .object({
    headline_job: clearable(
      z
        .string()
        .trim()
        .max(COMPANY_LIMITS.headlineJobMax)
        .refine((value) => !value.includes('\u0000'), { error: 'errors.field.invalid' }),
    ),
    /** The headline in Chinese (decision 0037). */
    headline_job_zh: clearable(
      z
        .string()
        .trim()
        .max(COMPANY_LIMITS.headlineJobMax)
        .refine((value) => !value.includes('\u0000'), { error: 'errors.field.invalid' }),
    ),
    adcode: clearable(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, { error: 'errors.field.oneOf' }),
    ),
    nationality: clearable(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, { error: 'errors.field.oneOf' })
        .transform((code) => code.toUpperCase()),
    ),
    china_status: clearable(z.enum(CHINA_WORK_STATUSES, { error: 'errors.field.oneOf' })),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'errors.field.required',
    path: ['headline_job'],
  });
export type AppendUserInfoInput = z.output<typeof appendUserInfoBody>;
export const appendUserInfoData = userInfo;

/** POST /api/account/uploadAvatar: multipart `file` (jpg/png, at most 2 MB). */
export const uploadAvatarData = userInfo;

/** The public card of a user (recruiter info in chats and job pages). */
export const publicUserCard = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  avatar_url: z.string().nullable(),
  /** The headline in the reader's language (headlineFor). */
  headline_job: z.string().nullable(),
  company: userInfo.shape.company,
});
export type PublicUserCard = z.infer<typeof publicUserCard>;

/** POST /api/account/getUserInfoByID */
export const getUserInfoByIdBody = z.object({ user_id: idField() });
export const getUserInfoByIdData = publicUserCard;

/** POST /api/account/getUserAvatarByID */
export const getUserAvatarByIdBody = z.object({ user_id: idField() });
export const getUserAvatarByIdData = z.object({ avatar_url: z.string().nullable() });

/** GET /api/account/avatar/:file_id: the image itself. */
export const avatarParams = z.object({
  file_id: z.string().regex(/^[\w-]{16,64}$/, { error: 'errors.field.invalid' }),
});

/** POST /api/account/bindUser: binds the WeChat user waiting on the scene to the signed-in user. */
export const bindUserBody = z.object({ scene: sceneField() });
export const bindUserData = userInfo;

/** POST /api/account/delUserTmp: cancels a pending scene. */
export const delUserTmpBody = z.object({ scene: sceneField() });
export const delUserTmpData = z.null();
