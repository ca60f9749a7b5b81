import { randomUUID } from 'node:crypto';
import type { Db } from '@jobbridge/db';
import { ERROR_CODES } from '@jobbridge/shared';
import { ProviderFailure } from '../failure';
import { maskSecrets, storeOutboxMessage } from '../outbox';
import { percentEncode, signRpc } from './aliyun-signature';
import { checkSmsMessage, type SmsCodeMessage, type SmsSender, smsCodeText } from './sender';

export const ALIYUN_SMS_DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature name (签名名称). */
  signName: string;
  /** The approved template code (e.g. SMS_123456789) whose text has a ${code} variable. */
  templateCode: string;
  /** Default https://dysmsapi.aliyuncs.com; tests point it at the fake. */
  endpoint?: string;
  timeoutMs?: number;
  /** Where audit rows go (status 'sent' / 'failed', code masked); none when omitted. */
  db?: Db;
  now?: () => Date;
}

/** Documented SendSms answer: Code 'OK' on success, otherwise an error code and Message. */
interface SendSmsResponse {
  Code?: string;
  Message?: string;
  BizId?: string;
  RequestId?: string;
}

/** Error codes a person can act on; everything else is "try again later". */
const NUMBER_ERRORS = new Set([
  'isv.MOBILE_NUMBER_ILLEGAL',
  'isv.MOBILE_COUNT_OVER_LIMIT',
  'isv.BLACK_KEY_CONTROL_LIMIT',
]);
/** Aliyun's own per-number flow control (1/min, 5/h, 10/day by default). */
const LIMIT_ERRORS = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL']);

function failure(code: string, message: string): ProviderFailure {
  if (NUMBER_ERRORS.has(code)) {
    return new ProviderFailure(ERROR_CODES.validation, 'providers.sms.badNumber', 'aliyun', code, message);
  }
  if (LIMIT_ERRORS.has(code)) {
    return new ProviderFailure(ERROR_CODES.rateLimited, 'providers.sms.limited', 'aliyun', code, message, {
      seconds: 60,
    });
  }
  return new ProviderFailure(ERROR_CODES.unavailable, 'providers.sms.failed', 'aliyun', code, message);
}

/** ISO 8601 UTC without milliseconds, as the API wants (2016-02-23T12:46:24Z). */
export const aliyunTimestamp = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Alibaba Cloud SMS (dysmsapi, API version 2017-05-25), action SendSms, called
 * as a signed RPC GET. International numbers go as calling code + number
 * (the API's own format); mainland numbers are sent as the 11-digit number.
 */
export class AliyunSmsSender implements SmsSender {
  readonly provider = 'aliyun' as const;
  private readonly endpoint: string;

  constructor(private readonly config: AliyunSmsConfig) {
    for (const key of ['accessKeyId', 'accessKeySecret', 'signName', 'templateCode'] as const) {
      if (!config[key]) throw new Error(`Aliyun SMS needs ${key}`);
    }
    this.endpoint = (config.endpoint ?? ALIYUN_SMS_DEFAULT_ENDPOINT).replace(/\/+$/, '');
  }

  /** The signed query of one SendSms call (exposed for tests). */
  signedParams(message: SmsCodeMessage, nonce: string = randomUUID()): Record<string, string> {
    const national = message.phone.slice(message.callingCode.length);
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.callingCode === '86' ? national : message.phone,
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: aliyunTimestamp(this.config.now?.() ?? new Date()),
      Version: '2017-05-25',
    };
    return { ...params, Signature: signRpc('GET', params, this.config.accessKeySecret) };
  }

  async send(message: SmsCodeMessage): Promise<{ id: string }> {
    checkSmsMessage(message);
    const query = Object.entries(this.signedParams(message))
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
      .join('&');
    let body: SendSmsResponse;
    try {
      const response = await fetch(`${this.endpoint}/?${query}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
      const text = await response.text();
      try {
        body = JSON.parse(text) as SendSmsResponse;
      } catch {
        body = { Code: `HTTP${response.status}`, Message: text.slice(0, 200) };
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.audit(message, 'failed', null);
      throw new ProviderFailure(ERROR_CODES.unavailable, 'providers.sms.failed', 'aliyun', 'network', reason);
    }
    if (body.Code !== 'OK') {
      await this.audit(message, 'failed', null);
      throw failure(body.Code ?? 'unknown', body.Message ?? '');
    }
    const id = body.BizId ?? body.RequestId ?? '';
    await this.audit(message, 'sent', id);
    return { id };
  }

  private async audit(message: SmsCodeMessage, status: 'sent' | 'failed', providerId: string | null): Promise<void> {
    if (!this.config.db) return;
    await storeOutboxMessage(this.config.db, {
      channel: 'sms',
      recipient: message.phone,
      body_text: maskSecrets(smsCodeText(message.locale, message.code), [message.code]),
      provider: 'aliyun',
      provider_message_id: providerId,
      status,
    });
  }
}
