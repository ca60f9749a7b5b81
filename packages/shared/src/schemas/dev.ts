import { z } from 'zod';
import { optionalText } from './fields';

/**
 * Development tools (on when no real provider is configured or DEV_TOOLS=true;
 * 404 when off): the outbox of e-mails and SMS, and the WeChat scan simulator.
 */

/** GET /api/dev/outbox?recipient= : the latest 50 e-mails and SMS, codes in clear. */
export const devOutboxQuery = z.object({
  recipient: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(254).optional(),
  ),
  channel: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['email', 'sms'], { error: 'errors.field.oneOf' }).optional(),
  ),
});
export const outboxMessage = z.object({
  message_id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body_text: z.string(),
  body_html: z.string().nullable(),
  provider: z.string(),
  status: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const devOutboxData = z.object({ list: z.array(outboxMessage) });

/** POST /api/dev/wechatScan: plays WeChat's signed SCAN push for the scene against /api/wechat/push. */
export const devWechatScanBody = z.object({
  scene: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, { error: 'errors.field.invalid' }),
  openid: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[\w-]{6,64}$/, { error: 'errors.field.invalid' })
      .optional(),
  ),
  event: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['SCAN', 'subscribe'], { error: 'errors.field.oneOf' }).default('SCAN'),
  ),
  /** The simulated account's WeChat nickname, as WeChat's user info will give it (default: "Dev WeChat" + the openid's end). */
  nickname: optionalText(64),
});
export const devWechatScanData = z.object({
  openid: z.string(),
  /** What the push route answered (WeChat expects 'success'). */
  answer: z.string(),
  /** The scene's status after the push, as checkWxBind would tell its owner. */
  status: z.string(),
});

/** GET /api/dev/captcha?uuid= (development tools only): the answer of a recent captcha. */
export const devCaptchaQuery = z.object({ uuid: z.string().uuid() });
export const devCaptchaData = z.object({ text: z.string() });
