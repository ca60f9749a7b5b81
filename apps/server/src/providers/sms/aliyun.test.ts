import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFailure } from '../failure';
import { listOutboxMessages } from '../outbox';
import { AliyunSmsSender, aliyunTimestamp } from './aliyun';
import { canonicalizedQuery, percentEncode, signRpc, stringToSign } from './aliyun-signature';
import { createSmsSender } from './create';
import { type FakeAliyunSms, startFakeAliyunSms } from './fake-aliyun';

const KEY = {
  accessKeyId: 'LTAI-test-key',
  accessKeySecret: 'test-secret-Ω',
  signName: '职桥',
  templateCode: 'SMS_100001',
};

let database: Database;
let fake: FakeAliyunSms;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeAliyunSms(KEY);
});

afterAll(async () => {
  await fake.close();
  await database.close();
});

const sender = (overrides: Partial<ConstructorParameters<typeof AliyunSmsSender>[0]> = {}) =>
  new AliyunSmsSender({ ...KEY, endpoint: fake.url, db: database.db, ...overrides });

describe('Aliyun RPC signature', () => {
  it("matches the worked example of Alibaba Cloud's signature documentation", () => {
    // The documented example: DescribeRegions with AccessKeyId testid and secret testsecret.
    const params = {
      TimeStamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(stringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(signRpc('GET', params, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  });

  it("percent-encodes by Aliyun's rules", () => {
    expect(percentEncode('a b')).toBe('a%20b');
    expect(percentEncode('*')).toBe('%2A');
    expect(percentEncode('~-_.')).toBe('~-_.');
    expect(percentEncode("!'()+/=&")).toBe('%21%27%28%29%2B%2F%3D%26');
    expect(percentEncode('职桥')).toBe('%E8%81%8C%E6%A1%A5');
    expect(percentEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D');
  });

  it('sorts parameters by name and leaves Signature out', () => {
    expect(canonicalizedQuery({ b: '2', a: '1 *', Signature: 'x', B: '3' })).toBe('B=3&a=1%20%2A&b=2');
  });

  it('formats the timestamp as ISO 8601 UTC without milliseconds', () => {
    expect(aliyunTimestamp(new Date('2025-03-04T05:06:07.891Z'))).toBe('2025-03-04T05:06:07Z');
  });
});

describe('AliyunSmsSender against the fake SendSms API', () => {
  it('sends a mainland code with the documented parameters and audits it without the code', async () => {
    const { id } = await sender().send({ phone: '8613912345678', callingCode: '86', code: '305871', locale: 'zh' });
    const sent = fake.messages.at(-1)!;
    expect(sent).toMatchObject({
      phoneNumbers: '13912345678',
      signName: '职桥',
      templateCode: 'SMS_100001',
      templateParam: { code: '305871' },
    });
    expect(id).toBe(sent.bizId);
    const [row] = await listOutboxMessages(database.db, { channel: 'sms', recipient: '8613912345678' });
    expect(row).toMatchObject({ provider: 'aliyun', status: 'sent', provider_message_id: sent.bizId });
    expect(row.body_text).not.toContain('305871');
  });

  it('sends an international number as calling code + number', async () => {
    await sender().send({ phone: '85261234567', callingCode: '852', code: '111111', locale: 'en' });
    expect(fake.messages.at(-1)!.phoneNumbers).toBe('85261234567');
  });

  it('is refused by the fake when signed with the wrong secret (the fake really checks)', async () => {
    const before = fake.messages.length;
    const error = await sender({ accessKeySecret: 'not-the-secret' })
      .send({ phone: '8613900000001', callingCode: '86', code: '222222', locale: 'en' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).toMatchObject({ code: 5003, providerCode: 'SignatureDoesNotMatch', key: 'providers.sms.failed' });
    expect(fake.refused.at(-1)).toEqual({ code: 'SignatureDoesNotMatch', status: 400 });
    expect(fake.messages.length).toBe(before);
    const [row] = await listOutboxMessages(database.db, { channel: 'sms', recipient: '8613900000001' });
    expect(row.status).toBe('failed');
  });

  it('is refused for a replayed nonce and for a stale timestamp', async () => {
    const message = { phone: '8613900000002', callingCode: '86', code: '333333', locale: 'en' as const };
    const params = sender().signedParams(message, 'fixed-nonce-1');
    const url = `${fake.url}/?${new URLSearchParams(params)}`;
    const codeOf = async () => ((await (await fetch(url)).json()) as { Code: string }).Code;
    expect(await codeOf()).toBe('OK');
    expect(await codeOf()).toBe('SignatureNonceUsed');

    const stale = sender({ now: () => new Date(Date.now() - 60 * 60_000) });
    await expect(stale.send(message)).rejects.toMatchObject({ providerCode: 'InvalidTimeStamp.Expired' });
  });

  it("maps Aliyun's flow control to 4029 with the seconds to wait", async () => {
    fake.failNext('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    const error = await sender()
      .send({ phone: '8613900000003', callingCode: '86', code: '444444', locale: 'zh' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).toMatchObject({
      code: 4029,
      key: 'providers.sms.limited',
      params: { seconds: 60 },
      providerCode: 'isv.BUSINESS_LIMIT_CONTROL',
      providerMessage: '触发分钟级流控Permits:1',
    });
  });

  it('maps an illegal number to a validation failure and any other error to 5003', async () => {
    fake.failNext('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    await expect(
      sender().send({ phone: '8613900000004', callingCode: '86', code: '555555', locale: 'en' }),
    ).rejects.toMatchObject({ code: 4000, key: 'providers.sms.badNumber' });
    fake.failNext('isv.AMOUNT_NOT_ENOUGH', '账户余额不足');
    await expect(
      sender().send({ phone: '8613900000004', callingCode: '86', code: '555555', locale: 'en' }),
    ).rejects.toMatchObject({ code: 5003, providerCode: 'isv.AMOUNT_NOT_ENOUGH' });
  });

  it('fails cleanly when the endpoint cannot be reached', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expect(
      sender({ endpoint: `http://127.0.0.1:${port}` }).send({
        phone: '8613900000005',
        callingCode: '86',
        code: '666666',
        locale: 'en',
      }),
    ).rejects.toMatchObject({ code: 5003, providerCode: 'network' });
  });

  it('refuses malformed input before calling anyone', async () => {
    const before = fake.messages.length + fake.refused.length;
    await expect(sender().send({ phone: '13912345678', callingCode: '86', code: '1', locale: 'en' })).rejects.toThrow();
    await expect(
      sender().send({ phone: '4413912345678', callingCode: '86', code: '123456', locale: 'en' }),
    ).rejects.toThrow(/calling code/);
    expect(fake.messages.length + fake.refused.length).toBe(before);
  });
});

describe('createSmsSender', () => {
  it('uses the outbox by default and Aliyun when configured', () => {
    expect(createSmsSender({}, database.db).provider).toBe('outbox');
    const aliyun = createSmsSender(
      {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: 'id',
        ALIYUN_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: '职桥',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      },
      database.db,
    );
    expect(aliyun.provider).toBe('aliyun');
  });

  it('refuses a half configuration or an unknown provider', () => {
    expect(() => createSmsSender({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'id' }, database.db)).toThrow(
      /ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE/,
    );
    expect(() => createSmsSender({ SMS_PROVIDER: 'twilio' }, database.db)).toThrow(/aliyun or outbox/);
  });

  it('the outbox sender stores the text a person would read, in their language', async () => {
    const outbox = createSmsSender({ SMS_PROVIDER: 'outbox' }, database.db);
    const { id } = await outbox.send({ phone: '8613700000000', callingCode: '86', code: '918273', locale: 'zh' });
    const [row] = await listOutboxMessages(database.db, { channel: 'sms', recipient: '8613700000000' });
    expect(String(row.message_id)).toBe(id);
    expect(row).toMatchObject({ provider: 'outbox', status: 'stored' });
    expect(row.body_text).toBe('【职桥】你的验证码为 918273，5 分钟内有效，请勿告诉他人。');
  });
});
