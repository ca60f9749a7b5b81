import type { Db } from '@jobbridge/db';
import { ERROR_CODES } from '@jobbridge/shared';
import nodemailer from 'nodemailer';
import { ProviderFailure } from '../failure';
import { maskSecrets, storeOutboxMessage } from '../outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Values (codes, link tokens) masked in the audit copy of a real send. */
  secrets?: string[];
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' only stores the message for the development page. */
  readonly provider: 'smtp' | 'outbox';
  /** Sends (or stores) one message; answers the outbox_messages id. */
  send(message: MailMessage): Promise<{ id: string }>;
  /** Closes pooled SMTP connections (no-op for the outbox). */
  close(): void;
}

export interface MailerConfig {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; without it mail goes to the outbox. */
  smtpUrl?: string;
  /** From header, e.g. 'JobBridge <no-reply@example.com>'. */
  from: string;
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

function checkMessage(message: MailMessage): void {
  // One recipient, a plain address: never a list or a display-name string a user could smuggle headers into.
  if (!ADDRESS.test(message.to) || message.to.length > 254) throw new Error('mail recipient must be one plain address');
  if (/[\r\n]/.test(message.subject)) throw new Error('mail subject must be one line');
}

/**
 * The site's mailer. With an SMTP URL it sends through nodemailer and keeps
 * an audit row (status 'sent' or 'failed', secrets masked); without one it
 * stores the whole message in the outbox (status 'stored') so the flow works
 * in development with no mail server.
 */
export function createMailer(config: MailerConfig, db: Db): Mailer {
  if (!config.smtpUrl) {
    return {
      provider: 'outbox',
      async send(message) {
        checkMessage(message);
        const row = await storeOutboxMessage(db, {
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          body_text: message.text,
          body_html: message.html ?? null,
          provider: 'outbox',
          status: 'stored',
        });
        return { id: String(row.message_id) };
      },
      close() {},
    };
  }

  const url = new URL(config.smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // Fail in seconds, not minutes, so a request never hangs on a dead mail server.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  return {
    provider: 'smtp',
    async send(message) {
      checkMessage(message);
      const audit = {
        channel: 'email' as const,
        recipient: message.to,
        subject: message.subject,
        body_text: maskSecrets(message.text, message.secrets),
        body_html: message.html ? maskSecrets(message.html, message.secrets) : null,
        provider: 'smtp',
      };
      let messageId: string;
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        messageId = String(info.messageId ?? '');
      } catch (error) {
        await storeOutboxMessage(db, { ...audit, status: 'failed' });
        const err = error as { responseCode?: number; code?: string; message?: string };
        throw new ProviderFailure(
          ERROR_CODES.unavailable,
          'providers.mail.failed',
          'smtp',
          String(err.responseCode ?? err.code ?? 'error'),
          err.message ?? 'send failed',
        );
      }
      const row = await storeOutboxMessage(db, { ...audit, status: 'sent', provider_message_id: messageId || null });
      return { id: String(row.message_id) };
    },
    close() {
      transport.close();
    },
  };
}
