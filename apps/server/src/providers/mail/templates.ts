import { type Locale, translate } from '@jobbridge/shared';
import { CODE_LIFE_MINUTES } from '../policy';

/**
 * The e-mails the site sends, each in en or zh from the catalogues
 * (`providers.mail.*`): a plain-text part and a simple, accessible HTML part
 * (lang attribute, real text, no images, every value escaped). `secrets` lists
 * the values an audit copy must mask.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  secrets: string[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * The HTML part of every e-mail: the page in the recipient's language, the
 * given body (already escaped HTML), and the team's signature.
 */
export function mailPage(locale: Locale, subject: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;background:#ffffff">',
    '<main style="max-width:560px;margin:0 auto">',
    ...body,
    `<p>${escapeHtml(translate(locale, 'providers.mail.team'))}</p>`,
    '</main></body></html>',
  ].join('\n');
}

/** A mail the recipient may not have asked for: the body, then "ignore this if it was not you". */
function page(locale: Locale, subject: string, body: string): string {
  return mailPage(locale, subject, [
    body,
    `<p style="color:#4b5563">${escapeHtml(translate(locale, 'providers.mail.ignore'))}</p>`,
  ]);
}

function codeMail(locale: Locale, prefix: string, code: string, minutes: number): MailContent {
  if (!/^\d{4,8}$/.test(code)) throw new Error('a mail code is 4 to 8 digits');
  const subject = translate(locale, `${prefix}.subject`);
  const intro = translate(locale, `${prefix}.intro`);
  const validity = translate(locale, `${prefix}.validity`, { minutes });
  const text = [
    intro,
    '',
    code,
    '',
    validity,
    '',
    translate(locale, 'providers.mail.ignore'),
    '',
    translate(locale, 'providers.mail.team'),
  ].join('\n');
  const html = page(
    locale,
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:ui-monospace,monospace">${escapeHtml(code)}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html, secrets: [code] };
}

/** An e-mail code (checkEmailCode, sendEmailCode): 6 digits, valid 5 minutes. */
export function verificationCodeMail(locale: Locale, code: string, minutes = CODE_LIFE_MINUTES): MailContent {
  return codeMail(locale, 'providers.mail.verifyCode', code, minutes);
}

/** A password reset code (/forget). */
export function passwordResetCodeMail(locale: Locale, code: string, minutes = CODE_LIFE_MINUTES): MailContent {
  return codeMail(locale, 'providers.mail.resetCode', code, minutes);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The address of the e-mail confirmation page, /email/confirm/{uuid}, on the
 * site's public origin, with ?lang= so it opens in the language of the e-mail.
 */
export function emailConfirmUrl(origin: string, uuid: string, locale: Locale): string {
  if (!UUID.test(uuid)) throw new Error('the confirmation id must be a uuid');
  const base = new URL(origin);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error('the origin must be http(s)');
  return new URL(`/email/confirm/${uuid.toLowerCase()}?lang=${locale}`, base.origin).toString();
}

/** The e-mail confirmation link (sendEmail, checkEmailLink). */
export function emailConfirmationMail(locale: Locale, url: string, hours: number): MailContent {
  const subject = translate(locale, 'providers.mail.confirmLink.subject');
  const intro = translate(locale, 'providers.mail.confirmLink.intro');
  const action = translate(locale, 'providers.mail.confirmLink.action');
  const validity = translate(locale, 'providers.mail.confirmLink.validity', { hours });
  const text = [
    intro,
    '',
    url,
    '',
    validity,
    '',
    translate(locale, 'providers.mail.ignore'),
    '',
    translate(locale, 'providers.mail.team'),
  ].join('\n');
  const html = page(
    locale,
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(action)}</a></p>`,
      `<p style="word-break:break-all;color:#4b5563">${escapeHtml(url)}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join('\n'),
  );
  const token = url.match(/\/email\/confirm\/([^/?#]+)/)?.[1];
  return { subject, text, html, secrets: token ? [token] : [] };
}
