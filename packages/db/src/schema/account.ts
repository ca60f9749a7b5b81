import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';

/**
 * People. user_id 10000 is reserved for the system sender (spec section 9);
 * real users start above 100000. status 2 means the e-mail is verified.
 */
export const users = pgTable(
  'users',
  {
    user_id: id('user_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    /** Calling code digits without + (e.g. '86'). */
    calling_code: text('calling_code'),
    /** Calling code digits joined to the national number, as the spec's login payload. */
    phone: text('phone'),
    email: text('email'),
    /** The WeChat ID a user shows when they exchange contacts in a chat (decision 0030). */
    wechat_id: text('wechat_id'),
    password_hash: text('password_hash'),
    avatar_url: text('avatar_url'),
    birth_date: date('birth_date'),
    /** Mandarin level code (config intstatus-like list), empty when unknown. */
    mandarin: text('mandarin'),
    native_language: text('native_language'),
    status: smallint('status').notNull().default(0),
    role: text('role', { enum: ['candidate', 'recruiter', 'admin', 'system'] })
      .notNull()
      .default('candidate'),
    /** The person's headline (job title); for a recruiter, shown on job pages and in chats. */
    headline_job: text('headline_job'),
    /** The headline in Chinese, shown on Chinese pages when given (headlineFor; decision 0037). */
    headline_job_zh: text('headline_job_zh'),
    /**
     * The city a person lives or works in (location code): a recruiter's on job
     * pages (spec section 3, recruiter info), a candidate's in the applicant list.
     */
    adcode: text('adcode'),
    /** Nationality, ISO 3166-1 alpha-2 (a country of calling_codes); account/appendUserInfo. */
    nationality: text('nationality'),
    /** Where the person stands on working in China (CHINA_WORK_STATUSES); account/appendUserInfo. */
    china_status: text('china_status'),
    company_id: id('company_id'),
    locale: text('locale', { enum: ['en', 'zh'] }),
    email_verified_at: at('email_verified_at'),
    last_login_at: at('last_login_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.company_id),
  ],
);

/** Login sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    session_id: id('session_id').primaryKey().generatedByDefaultAsIdentity(),
    token_hash: text('token_hash').notNull(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    user_agent: text('user_agent'),
    created_at: createdAt(),
    last_seen_at: at('last_seen_at'),
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/** One-time codes sent by SMS or e-mail (login, sign-up, reset, verification). Hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    code_id: id('code_id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    /** Hash of the requesting IP, for per-IP send limits without keeping the address. */
    requester: text('requester'),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    created_at: createdAt(),
    expires_at: at('expires_at').notNull(),
    consumed_at: at('consumed_at'),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.channel, t.target, t.purpose),
    index('verification_codes_requester_idx').on(t.requester, t.created_at),
    index('verification_codes_channel_time_idx').on(t.channel, t.created_at),
  ],
);

/** Picture captchas: single use, expiring. */
export const captchas = pgTable('captchas', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  answer_hash: text('answer_hash').notNull(),
  created_at: createdAt(),
  expires_at: at('expires_at').notNull(),
  consumed_at: at('consumed_at'),
});

/** E-mail confirmation links (/email/confirm/{uuid}). */
export const emailLinks = pgTable('email_links', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  user_id: id('user_id')
    .notNull()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  created_at: createdAt(),
  expires_at: at('expires_at').notNull(),
  consumed_at: at('consumed_at'),
});

/** Development outbox of e-mails and SMS when no provider is configured; also an audit of sends. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    message_id: id('message_id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body_text: text('body_text').notNull(),
    body_html: text('body_html'),
    provider: text('provider').notNull().default('outbox'),
    provider_message_id: text('provider_message_id'),
    status: text('status', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    created_at: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.created_at)],
);

/** Per-user settings (/manager getSetting, updSetting). */
export const settings = pgTable('settings', {
  user_id: id('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  alert_email: boolean('alert_email').notNull().default(true),
  chat_email: boolean('chat_email').notNull().default(true),
  profile_visibility: text('profile_visibility', { enum: ['private', 'applied', 'public'] })
    .notNull()
    .default('applied'),
  updated_at: updatedAt(),
});

/** Invite codes and who used them. */
export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  owner_user_id: id('owner_user_id').references(() => users.user_id, { onDelete: 'cascade' }),
  max_uses: integer('max_uses').notNull().default(100),
  used_count: integer('used_count').notNull().default(0),
  expires_at: at('expires_at'),
  created_at: createdAt(),
});

export const inviteUses = pgTable('invite_uses', {
  user_id: id('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  code: text('code')
    .notNull()
    .references(() => inviteCodes.code, { onDelete: 'cascade' }),
  used_at: createdAt(),
});

/** WeChat: openid bound to a user; temporary QR scenes; processed event ids (deduplication). */
export const wechatBindings = pgTable(
  'wechat_bindings',
  {
    openid: text('openid').primaryKey(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    unionid: text('unionid'),
    nickname: text('nickname'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('wechat_bindings_user_key').on(t.user_id)],
);

export const wechatScenes = pgTable('wechat_scenes', {
  scene: text('scene').primaryKey(),
  purpose: text('purpose', { enum: ['bind', 'login'] }).notNull(),
  user_id: id('user_id').references(() => users.user_id, { onDelete: 'cascade' }),
  ticket: text('ticket'),
  status: text('status', { enum: ['waiting', 'scanned', 'bound', 'expired', 'failed'] })
    .notNull()
    .default('waiting'),
  openid: text('openid'),
  created_at: createdAt(),
  expires_at: at('expires_at').notNull(),
  /**
   * SHA-256 (hex) of the scene key of the browser or client that asked for the
   * scene (decision 0015): only a request proving that key may poll, cancel,
   * bind or take the scene. Null (rows made before it existed) matches nobody.
   */
  owner_hash: text('owner_hash'),
  /** When an unbound WeChat account scanned the scene (status scanned). */
  scanned_at: at('scanned_at'),
  /** The scanning account's WeChat nickname and avatar address, when WeChat told them. */
  wx_nickname: text('wx_nickname'),
  wx_avatar_url: text('wx_avatar_url'),
});

export const wechatEvents = pgTable('wechat_events', {
  event_key: text('event_key').primaryKey(),
  received_at: createdAt(),
});
