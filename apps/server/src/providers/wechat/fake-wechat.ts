import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { closeServer, listenOnLoopback, readBody } from '../loopback';

/**
 * A local stand-in for the WeChat Official Account API, for tests: a real
 * HTTP server on 127.0.0.1 implementing /cgi-bin/token, /cgi-bin/qrcode/create
 * and /cgi-bin/user/info with WeChat's checks and its { errcode, errmsg }
 * answers. Never used outside tests.
 */
export interface FakeWechat {
  url: string;
  /** How many tokens were handed out. */
  readonly tokenRequests: () => number;
  /** Every API call, path and errcode (0 for success). */
  readonly calls: { path: string; errcode: number }[];
  /** The scene a QR ticket was made for (what a scan of that QR carries). */
  sceneOfTicket(ticket: string): string | undefined;
  /** Makes every token handed out so far invalid (as after a refresh elsewhere). */
  revokeTokens(): void;
  /**
   * What user/info answers for `openid` from now on: its nickname and avatar
   * (headimgurl); empty strings as WeChat answers for most accounts since the
   * end of 2021. Unset: "微信用户" and the end of the openid, and an avatar on
   * WeChat's image host.
   */
  setProfile(openid: string, profile: { nickname: string; headimgurl: string }): void;
  close(): Promise<void>;
}

export interface FakeWechatOptions {
  appId: string;
  appSecret: string;
  tokenLifeSeconds?: number;
}

export async function startFakeWechat(options: FakeWechatOptions): Promise<FakeWechat> {
  const tokens = new Set<string>();
  const tickets = new Map<string, string>();
  const calls: { path: string; errcode: number }[] = [];
  const profiles = new Map<string, { nickname: string; headimgurl: string }>();
  let tokenCount = 0;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (body: Record<string, unknown>) => {
      calls.push({ path: url.pathname, errcode: typeof body.errcode === 'number' ? body.errcode : 0 });
      response.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
      response.end(JSON.stringify(body));
    };
    const error = (errcode: number, errmsg: string) =>
      send({ errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` });
    const q = url.searchParams;
    const tokenOk = () => {
      const token = q.get('access_token');
      if (!token) {
        error(41001, 'access_token missing');
        return false;
      }
      if (!tokens.has(token)) {
        error(40001, 'invalid credential, access_token is invalid or not latest');
        return false;
      }
      return true;
    };

    if (url.pathname === '/cgi-bin/token' && request.method === 'GET') {
      if (q.get('grant_type') !== 'client_credential') return error(40002, 'invalid grant_type');
      if (q.get('appid') !== options.appId) return error(40013, 'invalid appid');
      if (q.get('secret') !== options.appSecret) return error(40125, 'invalid appsecret');
      const token = randomBytes(48).toString('base64url');
      tokens.add(token);
      tokenCount++;
      return send({ access_token: token, expires_in: options.tokenLifeSeconds ?? 7200 });
    }

    if (url.pathname === '/cgi-bin/qrcode/create' && request.method === 'POST') {
      if (!tokenOk()) return;
      let body: { expire_seconds?: unknown; action_name?: unknown; action_info?: { scene?: { scene_str?: unknown } } };
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return error(47001, 'data format error');
      }
      const seconds = Number(body.expire_seconds ?? 30);
      const scene = body.action_info?.scene?.scene_str;
      if (body.action_name !== 'QR_STR_SCENE') return error(40097, 'invalid args: action_name');
      if (typeof scene !== 'string' || scene.length < 1 || scene.length > 64)
        return error(40097, 'invalid args: scene_str');
      if (!Number.isInteger(seconds) || seconds < 60 || seconds > 2_592_000) {
        return error(40097, 'invalid args: expire_seconds');
      }
      const ticket = `gQ${randomBytes(30).toString('base64')}`;
      tickets.set(ticket, scene);
      return send({
        ticket,
        expire_seconds: seconds,
        url: `http://weixin.qq.com/q/${randomBytes(12).toString('base64url')}`,
      });
    }

    if (url.pathname === '/cgi-bin/user/info' && request.method === 'GET') {
      if (!tokenOk()) return;
      const openid = q.get('openid') ?? '';
      if (!/^[\w-]{20,40}$/.test(openid)) return error(40003, 'invalid openid');
      const profile = profiles.get(openid) ?? {
        nickname: `微信用户${openid.slice(-4)}`,
        headimgurl: `http://thirdwx.qlogo.cn/mmopen/vi_32/${openid.slice(1, 17)}/132`,
      };
      return send({
        subscribe: 1,
        openid,
        nickname: profile.nickname,
        headimgurl: profile.headimgurl,
        language: q.get('lang') ?? 'zh_CN',
        subscribe_time: Math.floor(Date.now() / 1000),
        remark: '',
        groupid: 0,
        tagid_list: [],
        subscribe_scene: 'ADD_SCENE_QR_CODE',
        qr_scene: 0,
        qr_scene_str: '',
      });
    }

    return error(48001, 'api unauthorized');
  });

  const url = await listenOnLoopback(server);
  return {
    url,
    tokenRequests: () => tokenCount,
    calls,
    sceneOfTicket: (ticket) => tickets.get(ticket),
    revokeTokens: () => tokens.clear(),
    setProfile: (openid, profile) => {
      profiles.set(openid, profile);
    },
    close: () => closeServer(server),
  };
}
