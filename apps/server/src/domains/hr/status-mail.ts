import { type Locale, translate } from '@jobbridge/shared';
import { escapeHtml, type MailContent, mailPage } from '../../providers/mail/templates';
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
  const html = mailPage(locale, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(update.trackerUrl)}" style="color:#1d4ed8;font-weight:600">${escapeHtml(t('hr.email.tracker'))}</a></p>`,
    `<p style="color:#4b5563;font-size:14px">${escapeHtml(t('hr.email.why'))} <a href="${escapeHtml(update.settingsUrl)}" style="color:#1d4ed8">${escapeHtml(update.settingsUrl)}</a></p>`,
  ]);
  return { subject, text, html, secrets: [] };
}
