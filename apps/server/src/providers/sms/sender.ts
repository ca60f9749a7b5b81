import type { Db } from '@jobbridge/db';
import { type Locale, translate } from '@jobbridge/shared';
import { storeOutboxMessage } from '../outbox';
import { CODE_LIFE_MINUTES } from '../policy';

export interface SmsCodeMessage {
  /** The full number as the site stores it: calling code digits, then the national number ('8613912345678'). */
  phone: string;
  /** Calling code digits without + ('86'). */
  callingCode: string;
  /** The one-time code to send. */
  code: string;
  locale: Locale;
}

/** Sends a one-time code by SMS; answers the provider's (or the outbox's) message id. */
export interface SmsSender {
  readonly provider: 'aliyun' | 'outbox';
  send(message: SmsCodeMessage): Promise<{ id: string }>;
}

/** Checks the number's shape; throws on input no route should have let through. */
export function checkSmsMessage(message: SmsCodeMessage): void {
  if (!/^\d{1,4}$/.test(message.callingCode)) throw new Error('callingCode must be 1 to 4 digits');
  if (!/^\d{6,20}$/.test(message.phone) || !message.phone.startsWith(message.callingCode)) {
    throw new Error('phone must be digits starting with the calling code');
  }
  if (!/^\d{4,8}$/.test(message.code)) throw new Error('an SMS code is 4 to 8 digits');
}

/** The text a person reads, in their language (the outbox shows it; Aliyun uses its own template). */
export function smsCodeText(locale: Locale, code: string): string {
  return translate(locale, 'providers.sms.code', { code, minutes: CODE_LIFE_MINUTES });
}

/**
 * Development SMS: nothing leaves the machine; the message is stored in
 * outbox_messages (channel 'sms', status 'stored') for the development page.
 */
export class OutboxSmsSender implements SmsSender {
  readonly provider = 'outbox' as const;
  constructor(private readonly db: Db) {}

  async send(message: SmsCodeMessage): Promise<{ id: string }> {
    checkSmsMessage(message);
    const row = await storeOutboxMessage(this.db, {
      channel: 'sms',
      recipient: message.phone,
      body_text: smsCodeText(message.locale, message.code),
      provider: 'outbox',
      status: 'stored',
    });
    return { id: String(row.message_id) };
  }
}
