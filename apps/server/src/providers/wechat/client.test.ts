import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFailure } from '../failure';
import { DevWechatClient, showQrUrl, WechatClient } from './client';
import { type FakeWechat, startFakeWechat } from './fake-wechat';

const APP = { appId: 'wx1234567890abcdef', appSecret: 'app-secret-0123456789abcdef' };
let fake: FakeWechat;

beforeAll(async () => {
  fake = await startFakeWechat(APP);
});
afterAll(async () => {
  await fake.close();
});

describe('WechatClient against the fake Official Account API', () => {
  it('caches the access token until shortly before it expires, and shares one fetch', async () => {
    let now = Date.parse('2030-06-01T00:00:00Z');
    const client = new WechatClient({ ...APP, apiBase: fake.url, now: () => now });
    const before = fake.tokenRequests();
    const [a, b] = await Promise.all([client.getAccessToken(), client.getAccessToken()]);
    expect(a).toBe(b);
    expect(await client.getAccessToken()).toBe(a);
    expect(fake.tokenRequests()).toBe(before + 1);
    now += (7200 - 301) * 1000;
    expect(await client.getAccessToken()).toBe(a);
    now += 2000;
    expect(await client.getAccessToken()).not.toBe(a);
    expect(fake.tokenRequests()).toBe(before + 2);
  });

  it('fails clearly with a wrong secret', async () => {
    const client = new WechatClient({ ...APP, appSecret: 'wrong', apiBase: fake.url });
    const error = await client.getAccessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).toMatchObject({
      code: 5003,
      key: 'providers.wechat.failed',
      provider: 'wechat',
      providerCode: '40125',
    });
  });

  it('creates a temporary QR code with a string scene', async () => {
    const client = new WechatClient({ ...APP, apiBase: fake.url });
    const qr = await client.createTemporaryQr('bind_abc', 300);
    expect(qr.expireSeconds).toBe(300);
    expect(qr.url).toMatch(/^http:\/\/weixin\.qq\.com\/q\//);
    expect(fake.sceneOfTicket(qr.ticket)).toBe('bind_abc');
    expect(qr.imageUrl).toBe(`https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=${encodeURIComponent(qr.ticket)}`);
    expect(showQrUrl('a+b/c=')).toBe('https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=a%2Bb%2Fc%3D');
    await expect(client.createTemporaryQr('bad scene!', 300)).rejects.toThrow();
    await expect(client.createTemporaryQr('ok', 10)).rejects.toThrow();
  });

  it('renews a token WeChat no longer accepts and retries once', async () => {
    const client = new WechatClient({ ...APP, apiBase: fake.url });
    await client.getAccessToken();
    const before = fake.tokenRequests();
    fake.revokeTokens();
    const qr = await client.createTemporaryQr('bind_retry', 120);
    expect(fake.sceneOfTicket(qr.ticket)).toBe('bind_retry');
    expect(fake.tokenRequests()).toBe(before + 1);
    expect(fake.calls.some((c) => c.path === '/cgi-bin/qrcode/create' && c.errcode === 40001)).toBe(true);
  });

  it('reads user info', async () => {
    const client = new WechatClient({ ...APP, apiBase: fake.url });
    const info = await client.getUserInfo('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
    expect(info).toMatchObject({ subscribe: 1, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
  });

  it('fails cleanly when WeChat cannot be reached', async () => {
    const client = new WechatClient({ ...APP, apiBase: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(client.getAccessToken()).rejects.toMatchObject({ code: 5003, providerCode: 'network' });
  });
});

describe('DevWechatClient', () => {
  it('answers the scene itself as the QR content, for the simulator page', async () => {
    const qr = await new DevWechatClient().createTemporaryQr('bind_dev', 300);
    expect(qr).toEqual({ ticket: 'dev-bind_dev', url: 'bind_dev', expireSeconds: 300, imageUrl: null });
  });
});
