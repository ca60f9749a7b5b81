import { ERROR_CODES } from '@jobbridge/shared';
import { ProviderFailure } from '../failure';

/**
 * The WeChat Official Account API, the parts scan-to-bind needs: the access
 * token, temporary QR codes with a string scene, and user info. WeChat
 * answers HTTP 200 with { errcode, errmsg } on failure.
 */
export const WECHAT_DEFAULT_API_BASE = 'https://api.weixin.qq.com';
export const WECHAT_SHOW_QR_BASE = 'https://mp.weixin.qq.com/cgi-bin/showqrcode';

export interface WechatQr {
  ticket: string;
  /** What the QR code encodes (WeChat: a weixin.qq.com/q/... address; development: the scene itself). */
  url: string;
  expireSeconds: number;
  /** An image of the QR code, or null when the page draws `url` itself (development). */
  imageUrl: string | null;
}

export interface WechatUserInfo {
  /** 1 when the user follows the account; the other fields are absent when 0. */
  subscribe: number;
  openid: string;
  unionid?: string;
  /** The account's nickname; WeChat has left it out (or empty) for most accounts since the end of 2021. */
  nickname?: string;
  /** The avatar's address (http or https, on WeChat's image host); may be absent or empty as the nickname. */
  headimgurl?: string;
  language?: string;
  subscribe_time?: number;
  subscribe_scene?: string;
  qr_scene_str?: string;
}

export interface WechatApi {
  /** 'official' talks to WeChat (or its fake); 'dev' is the local stand-in for the simulator. */
  readonly mode: 'official' | 'dev';
  createTemporaryQr(scene: string, expireSeconds: number): Promise<WechatQr>;
  getUserInfo(openid: string): Promise<WechatUserInfo>;
}

export interface WechatClientConfig {
  appId: string;
  appSecret: string;
  /** Default https://api.weixin.qq.com; tests point it at the fake. */
  apiBase?: string;
  timeoutMs?: number;
  now?: () => number;
}

/** Temporary QR codes live 60 s to 30 days. */
export const QR_MIN_SECONDS = 60;
export const QR_MAX_SECONDS = 2_592_000;
/** A cached token is renewed this long before WeChat says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;
/** errcodes that mean the token is no longer good: fetch a new one and retry once. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

export const showQrUrl = (ticket: string): string => `${WECHAT_SHOW_QR_BASE}?ticket=${encodeURIComponent(ticket)}`;

export function checkScene(scene: string): void {
  if (typeof scene !== 'string' || !/^[\w-]{1,64}$/.test(scene))
    throw new Error('a scene is 1 to 64 letters, digits, _ or -');
}

interface WechatError {
  errcode?: number;
  errmsg?: string;
}

function failed(code: string, message: string): ProviderFailure {
  return new ProviderFailure(ERROR_CODES.unavailable, 'providers.wechat.failed', 'wechat', code, message);
}

export class WechatClient implements WechatApi {
  readonly mode = 'official' as const;
  private readonly base: string;
  private token: { value: string; renewAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly config: WechatClientConfig) {
    if (!config.appId || !config.appSecret) throw new Error('the WeChat client needs an app id and secret');
    this.base = (config.apiBase ?? WECHAT_DEFAULT_API_BASE).replace(/\/+$/, '');
  }

  private now(): number {
    return this.config.now?.() ?? Date.now();
  }

  private async request<T>(path: string, query: Record<string, string>, body?: unknown): Promise<T & WechatError> {
    const url = `${this.base}${path}?${new URLSearchParams(query)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw failed('network', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as T & WechatError;
    } catch {
      throw failed(`HTTP${response.status}`, text.slice(0, 200));
    }
  }

  /**
   * The access token, from cache until 5 minutes before it expires. Parallel
   * callers share one fetch. Note: each process caches its own token, and
   * every fetch starts a new one (the old stays valid ~5 minutes); many
   * instances should share a token service instead (see README).
   */
  getAccessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const answer = await this.request<{ access_token?: string; expires_in?: number }>('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: this.config.appId,
      secret: this.config.appSecret,
    });
    if (!answer.access_token) throw failed(String(answer.errcode ?? 'no_token'), answer.errmsg ?? '');
    const lifeMs = (answer.expires_in ?? 7200) * 1000;
    const margin = Math.min(TOKEN_MARGIN_MS, lifeMs / 2);
    this.token = { value: answer.access_token, renewAt: this.now() + lifeMs - margin };
    return answer.access_token;
  }

  /** Calls an API with the token; a token WeChat no longer accepts is renewed once. */
  private async withToken<T>(path: string, query: Record<string, string>, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.getAccessToken();
      const answer = await this.request<T>(path, { access_token: token, ...query }, body);
      if (answer.errcode && TOKEN_ERRORS.has(answer.errcode) && attempt === 0) {
        if (this.token?.value === token) this.token = null;
        continue;
      }
      if (answer.errcode) throw failed(String(answer.errcode), answer.errmsg ?? '');
      return answer;
    }
  }

  async createTemporaryQr(scene: string, expireSeconds: number): Promise<WechatQr> {
    checkScene(scene);
    const seconds = Math.round(expireSeconds);
    if (!(seconds >= QR_MIN_SECONDS && seconds <= QR_MAX_SECONDS)) throw new Error('QR life is 60 s to 30 days');
    const answer = await this.withToken<{ ticket?: string; url?: string; expire_seconds?: number }>(
      '/cgi-bin/qrcode/create',
      {},
      { expire_seconds: seconds, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } } },
    );
    if (!answer.ticket || !answer.url) throw failed('no_ticket', 'qrcode/create answered without a ticket');
    return {
      ticket: answer.ticket,
      url: answer.url,
      expireSeconds: answer.expire_seconds ?? seconds,
      imageUrl: showQrUrl(answer.ticket),
    };
  }

  async getUserInfo(openid: string): Promise<WechatUserInfo> {
    if (!/^[\w-]{1,64}$/.test(openid)) throw new Error('not an openid');
    return this.withToken<WechatUserInfo>('/cgi-bin/user/info', { openid, lang: 'zh_CN' });
  }
}

/** The nickname and avatar the development stand-in answers for a simulated account. */
export interface DevWechatProfile {
  nickname?: string;
}

/** How many simulated accounts' nicknames the development stand-in remembers. */
const DEV_PROFILES_MAX = 1000;

/** A round avatar with the account's initial on a colour of its own, as an inline SVG image. */
export function devAvatar(openid: string, nickname: string): string {
  let hash = 0;
  for (const char of openid) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const initial = (Array.from(nickname.trim())[0] ?? '?').replace(/[<>&"']/g, '?');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="hsl(${hue} 45% 32%)"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The development stand-in (no WECHAT_APP_ID): the "QR code" is the scene
 * itself, which the development simulator page shows and plays a signed push
 * for, so scan-to-bind works on `npm start` with no WeChat account. Its user
 * info gives every simulated account a nickname (the one the simulator was
 * told, else "Dev WeChat" and the end of the openid) and a drawn avatar.
 */
export class DevWechatClient implements WechatApi {
  readonly mode = 'dev' as const;
  private readonly profiles = new Map<string, DevWechatProfile>();

  async createTemporaryQr(scene: string, expireSeconds: number): Promise<WechatQr> {
    checkScene(scene);
    return { ticket: `dev-${scene}`, url: scene, expireSeconds: Math.round(expireSeconds), imageUrl: null };
  }

  /** What the simulator says about the account it scans as (kept in memory, for this process). */
  rememberProfile(openid: string, profile: DevWechatProfile): void {
    this.profiles.delete(openid);
    this.profiles.set(openid, profile);
    if (this.profiles.size > DEV_PROFILES_MAX) {
      const oldest = this.profiles.keys().next().value;
      if (oldest !== undefined) this.profiles.delete(oldest);
    }
  }

  async getUserInfo(openid: string): Promise<WechatUserInfo> {
    const nickname = this.profiles.get(openid)?.nickname?.trim() || `Dev WeChat ${openid.slice(-4)}`;
    return { subscribe: 1, openid, language: 'zh_CN', nickname, headimgurl: devAvatar(openid, nickname) };
  }
}
