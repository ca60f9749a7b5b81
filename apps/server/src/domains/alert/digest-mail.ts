import { type Locale, translate } from '@jobbridge/shared';
import { escapeHtml, type MailContent, mailPage } from '../../providers/mail/templates';

export interface DigestJob {
  job_id: number;
  position: string;
  company: string;
  url: string;
}

/** Jobs a digest lists by name; the rest are counted. */
export const DIGEST_LISTED_JOBS = 10;

/** The job alert e-mail digest (at most one a day), with its one-click unsubscribe link. */
export function alertDigestMail(
  locale: Locale,
  digest: { total: number; jobs: DigestJob[]; unsubscribeUrl: string; settingsUrl: string },
): MailContent {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `alert.email.${key}`, params);
  const subject = t('subject', { count: digest.total });
  const intro = t('intro', { count: digest.total });
  const listed = digest.jobs.slice(0, DIGEST_LISTED_JOBS);
  const more = digest.total - listed.length;
  const text = [
    intro,
    '',
    ...listed.map((job) => `- ${job.position} · ${job.company}\n  ${job.url}`),
    ...(more > 0 ? ['', t('more', { count: more })] : []),
    '',
    t('why'),
    `${t('settings')}: ${digest.settingsUrl}`,
    `${t('unsubscribe')}: ${digest.unsubscribeUrl}`,
    '',
    translate(locale, 'providers.mail.team'),
  ].join('\n');
  const html = mailPage(locale, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    '<ul style="padding-left:20px">',
    ...listed.map(
      (job) =>
        `<li style="margin-bottom:8px"><a href="${escapeHtml(job.url)}" style="color:#1d4ed8;font-weight:600">${escapeHtml(job.position)}</a><br><span style="color:#4b5563">${escapeHtml(job.company)}</span></li>`,
    ),
    '</ul>',
    ...(more > 0 ? [`<p>${escapeHtml(t('more', { count: more }))}</p>`] : []),
    `<p style="color:#4b5563;font-size:14px">${escapeHtml(t('why'))} <a href="${escapeHtml(digest.settingsUrl)}" style="color:#1d4ed8">${escapeHtml(t('settings'))}</a> · <a href="${escapeHtml(digest.unsubscribeUrl)}" style="color:#1d4ed8">${escapeHtml(t('unsubscribe'))}</a></p>`,
  ]);
  const token = digest.unsubscribeUrl.split('/').pop() ?? '';
  return { subject, text, html, secrets: token ? [token] : [] };
}
