import { type Locale, translate } from '@jobbridge/shared';
import { escapeHtml, type MailContent } from '../../providers/mail/templates';
import { STATUS_KEYS } from './service';

/** The e-mail telling a candidate that an application moved to a new status, in the candidate's language. */
export function applicationStatusMail(
  locale: Locale,
  update: { position: string; company: string; status: number; trackerUrl: string; settingsUrl: string },
): MailContent {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const status = translate(locale, `jobTracker.status.${STATUS_KEYS[update.status]}`);
  const subject = t('hr.email.subject', { position: update.position, status });
  const intro = t('hr.email.intro', { position: update.position, company: update.company, status });
  const text = [
    intro,
    '',
    `${t('hr.email.tracker')}: ${update.trackerUrl}`,
    '',
    `${t('hr.email.why')} ${update.settingsUrl}`,
    '',
    translate(locale, 'providers.mail.team'),
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;background:#ffffff">',
    '<main style="max-width:560px;margin:0 auto">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(update.trackerUrl)}" style="color:#1d4ed8;font-weight:600">${escapeHtml(t('hr.email.tracker'))}</a></p>`,
    `<p style="color:#4b5563;font-size:14px">${escapeHtml(t('hr.email.why'))} <a href="${escapeHtml(update.settingsUrl)}" style="color:#1d4ed8">${escapeHtml(update.settingsUrl)}</a></p>`,
    `<p>${escapeHtml(translate(locale, 'providers.mail.team'))}</p>`,
    '</main></body></html>',
  ].join('\n');
  return { subject, text, html, secrets: [] };
}
