import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevWechatClient, WechatClient, type WechatUserInfo } from './client';
import { type FakeWechat, startFakeWechat } from './fake-wechat';
import { cleanAvatarUrl, cleanNickname, fetchWechatProfile } from './profile';
import { randomOpenid } from './simulator';

const APP = { appId: 'wx5566778899aabbcc', appSecret: 'profile-test-secret' };
let fake: FakeWechat;
let client: WechatClient;

beforeAll(async () => {
  fake = await startFakeWechat(APP);
  client = new WechatClient({ ...APP, apiBase: fake.url });
});
afterAll(async () => {
  await fake.close();
});

describe('who scanned: the nickname and avatar WeChat gives', () => {
  it("reads a subscriber's nickname and avatar from user info, avatar over https", async () => {
    const openid = randomOpenid();
    fake.setProfile(openid, { nickname: '小明 Ming', headimgurl: 'http://thirdwx.qlogo.cn/mmopen/vi_32/abc/132' });
    expect(await fetchWechatProfile(client, openid)).toEqual({
      nickname: '小明 Ming',
      avatarUrl: 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132',
    });
  });

  it('gives nulls when WeChat leaves them out (as it does for most accounts since 2021), fails or is slow', async () => {
    const openid = randomOpenid();
    fake.setProfile(openid, { nickname: '', headimgurl: '' });
    expect(await fetchWechatProfile(client, openid)).toEqual({ nickname: null, avatarUrl: null });
    const unreachable = new WechatClient({ ...APP, apiBase: 'http://127.0.0.1:9', timeoutMs: 1000 });
    expect(await fetchWechatProfile(unreachable, openid)).toEqual({ nickname: null, avatarUrl: null });
    const slow = {
      mode: 'official' as const,
      createTemporaryQr: () => Promise.reject(new Error('unused')),
      getUserInfo: () => new Promise<WechatUserInfo>(() => {}),
    };
    expect(await fetchWechatProfile(slow, openid, 50)).toEqual({ nickname: null, avatarUrl: null });
    const unsubscribed = { ...slow, getUserInfo: async () => ({ subscribe: 0, openid, nickname: 'x' }) };
    expect(await fetchWechatProfile(unsubscribed, openid)).toEqual({ nickname: null, avatarUrl: null });
  });

  it('keeps only what is safe to show', () => {
    expect(cleanNickname('  Ann\u202e\u0000 \u200b ')).toBe('Ann');
    expect(cleanNickname('x'.repeat(100))).toHaveLength(64);
    expect(cleanNickname('   ')).toBeNull();
    expect(cleanNickname(42)).toBeNull();
    expect(cleanAvatarUrl('javascript:alert(1)')).toBeNull();
    expect(cleanAvatarUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(cleanAvatarUrl('ftp://example.com/a.png')).toBeNull();
    expect(cleanAvatarUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(cleanAvatarUrl('https://thirdwx.qlogo.cn/a')).toBe('https://thirdwx.qlogo.cn/a');
  });

  it('the development stand-in names every simulated account and draws its avatar', async () => {
    const dev = new DevWechatClient();
    const openid = randomOpenid();
    const plain = await fetchWechatProfile(dev, openid);
    expect(plain.nickname).toBe(`Dev WeChat ${openid.slice(-4)}`);
    expect(plain.avatarUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    dev.rememberProfile(openid, { nickname: '<Tester> 测试' });
    const named = await fetchWechatProfile(dev, openid);
    expect(named.nickname).toBe('<Tester> 测试');
    expect(Buffer.from(named.avatarUrl!.split(',')[1], 'base64').toString()).not.toContain('<Tester');
  });
});
