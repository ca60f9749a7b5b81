import type { Db } from '@jobbridge/db';
import { type ProvidersEnv, value } from '../config';
import { AliyunSmsSender } from './aliyun';
import { OutboxSmsSender, type SmsSender } from './sender';

/**
 * Picks the SMS sender: SMS_PROVIDER=aliyun sends through Alibaba Cloud (all
 * four ALIYUN_* values required, else the start fails); anything else, or
 * nothing, stores messages in the development outbox.
 */
export function createSmsSender(env: ProvidersEnv, db: Db): SmsSender {
  const provider = value(env.SMS_PROVIDER) ?? 'outbox';
  if (provider === 'outbox') return new OutboxSmsSender(db);
  if (provider !== 'aliyun') throw new Error(`SMS_PROVIDER must be aliyun or outbox, not "${provider}"`);
  const missing = [
    'ALIYUN_ACCESS_KEY_ID',
    'ALIYUN_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ].filter((name) => !value(env[name as keyof ProvidersEnv]));
  if (missing.length) throw new Error(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
  return new AliyunSmsSender({
    accessKeyId: value(env.ALIYUN_ACCESS_KEY_ID)!,
    accessKeySecret: value(env.ALIYUN_ACCESS_KEY_SECRET)!,
    signName: value(env.ALIYUN_SMS_SIGN_NAME)!,
    templateCode: value(env.ALIYUN_SMS_TEMPLATE_CODE)!,
    endpoint: value(env.ALIYUN_SMS_ENDPOINT),
    db,
  });
}
