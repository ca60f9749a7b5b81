import type { Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '.';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('createProviders', () => {
  it('runs everything on development stand-ins with no configuration, and says so', () => {
    const providers = createProviders({}, database.db);
    expect(providers.mailer.provider).toBe('outbox');
    expect(providers.sms.provider).toBe('outbox');
    expect(providers.wechat.simulated).toBe(true);
    expect(providers.wechat.client.mode).toBe('dev');
    expect(providers.codes.secret).toBeTruthy();
    expect(providers.codes.limits?.globalPerHour).toEqual({ sms: 1000, email: 1000 });
    expect(providers.warnings).toHaveLength(4);
  });

  it('uses the real clients when configured', () => {
    const providers = createProviders(
      {
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'JobBridge <no-reply@example.com>',
        SMS_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: 'id',
        ALIYUN_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: '职桥',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        WECHAT_APP_ID: 'wx123',
        WECHAT_APP_SECRET: 's',
        WECHAT_TOKEN: 'pushToken123',
        CODE_SECRET: 'a-long-enough-code-secret',
        CODE_GLOBAL_HOURLY_CAP: '50',
        CODE_REQUESTER_HOURLY_CAP: '7',
      },
      database.db,
    );
    expect(providers.mailer.provider).toBe('smtp');
    expect(providers.sms.provider).toBe('aliyun');
    expect(providers.wechat).toMatchObject({ pushToken: 'pushToken123', simulated: false });
    expect(providers.wechat.client.mode).toBe('official');
    expect(providers.codes.secret).toBe('a-long-enough-code-secret');
    expect(providers.codes.limits?.globalPerHour).toEqual({ sms: 50, email: 50 });
    expect(providers.codes.limits?.perRequester).toEqual([{ max: 7, windowMs: 3_600_000 }]);
    expect(providers.warnings).toEqual([]);
    providers.mailer.close();
  });

  it('refuses a half or broken configuration at start', () => {
    expect(() => createProviders({ WECHAT_APP_ID: 'wx123' }, database.db)).toThrow(
      /WECHAT_APP_SECRET and WECHAT_TOKEN/,
    );
    expect(() => createProviders({ SMTP_URL: 'http://mail.example.com' }, database.db)).toThrow(/smtp/);
    expect(() => createProviders({ CODE_SECRET: 'short' }, database.db)).toThrow(/16/);
    expect(() => createProviders({ CODE_GLOBAL_HOURLY_CAP: 'lots' }, database.db)).toThrow(/CODE_GLOBAL_HOURLY_CAP/);
    expect(() => createProviders({ SMS_PROVIDER: 'aliyun' }, database.db)).toThrow(/ALIYUN_ACCESS_KEY_ID/);
  });
});
