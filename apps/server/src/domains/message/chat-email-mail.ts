import { CHAT_EMAIL, type ChatSide, chatQuote, type Locale, translate } from '@jobbridge/shared';
import { escapeHtml, type MailContent, mailPage } from '../../providers/mail/templates';

export interface ChatEmailContent {
  /** The side the e-mail goes to: the candidate, or the company's inbox. */
  side: ChatSide;
  position: string;
  company: string;
  /** The other side's name: the company's person for a candidate, the candidate for the company. */
  name: string;
  /** The latest unread messages, oldest first (at most CHAT_EMAIL.quotedMessages). */
  quotes: string[];
  /** Unread messages not quoted. */
  more: number;
  chatUrl: string;
  settingsUrl: string;
}

/**
 * The offline e-mail about unread chat messages (decision 0031), in the
 * recipient's language: who wrote about which job, the latest messages as
 * short plain-text quotes (escaped in the HTML part), and a link straight
 * into the conversation.
 */
export function chatOfflineMail(locale: Locale, mail: ChatEmailContent): MailContent {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const name = mail.name.trim() || t('providers.mail.chat.someone');
  const params = { name, company: mail.company, position: mail.position };
  const candidate = mail.side === 'candidate';
  const subject = t(
    candidate ? 'providers.mail.chat.subjectCandidate' : 'providers.mail.chat.subjectRecruiter',
    params,
  ).replace(/[\r\n]+/g, ' ');
  const intro = t(candidate ? 'providers.mail.chat.introCandidate' : 'providers.mail.chat.introRecruiter', params);
  const quotes = mail.quotes.map((quote) => chatQuote(quote, CHAT_EMAIL.quoteLength));
  const more =
    mail.more > 0
      ? t(mail.more === 1 ? 'providers.mail.chat.more_one' : 'providers.mail.chat.more_other', { count: mail.more })
      : '';
  const text = [
    intro,
    '',
    ...quotes.map((quote) => `> ${quote}`),
    ...(more ? ['', more] : []),
    '',
    `${t('providers.mail.chat.open')}${locale === 'zh' ? '：' : ': '}${mail.chatUrl}`,
    '',
    `${t('providers.mail.chat.why')} ${mail.settingsUrl}`,
    '',
    translate(locale, 'providers.mail.team'),
  ].join('\n');
  const html = mailPage(locale, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    ...quotes.map(
      (quote) =>
        `<blockquote style="margin:8px 0;padding:8px 12px;border-left:4px solid #99f6e4;background:#f8fafc;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`,
    ),
    ...(more ? [`<p style="color:#4b5563">${escapeHtml(more)}</p>`] : []),
    `<p><a href="${escapeHtml(mail.chatUrl)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(t('providers.mail.chat.open'))}</a></p>`,
    `<p style="color:#4b5563;font-size:14px">${escapeHtml(t('providers.mail.chat.why'))} <a href="${escapeHtml(mail.settingsUrl)}" style="color:#1d4ed8">${escapeHtml(mail.settingsUrl)}</a></p>`,
  ]);
  return { subject, text, html, secrets: [] };
}
