import { randomBytes } from 'node:crypto';
import { pushSignature } from './push';

/**
 * Builds an event push exactly as WeChat sends it to the server URL (query
 * with signature, timestamp, nonce and openid; plaintext XML body). The
 * development simulator page plays it against the push route so scan-to-bind
 * works with no WeChat account; tests use it the same way.
 */
export interface SimulatedScan {
  token: string;
  openid: string;
  scene: string;
  /** subscribe: a new follower scanned (EventKey qrscene_<scene>); SCAN: a follower scanned (EventKey <scene>). */
  event: 'subscribe' | 'SCAN';
  /** The account's original id (gh_...). */
  toUserName?: string;
  ticket?: string;
  /** Seconds since the epoch; default now. */
  createTime?: number;
  /** Seconds since the epoch for the signature; default createTime. */
  timestamp?: number;
  nonce?: string;
}

export interface SignedPush {
  query: { signature: string; timestamp: string; nonce: string; openid: string };
  xml: string;
}

/** CDATA that survives any value, even one containing the terminator. */
const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

export function buildSignedPush(input: SimulatedScan): SignedPush {
  const createTime = input.createTime ?? Math.floor(Date.now() / 1000);
  const timestamp = String(input.timestamp ?? createTime);
  const nonce = input.nonce ?? String(randomBytes(4).readUInt32BE());
  const eventKey = input.event === 'subscribe' ? `qrscene_${input.scene}` : input.scene;
  const xml = [
    '<xml>',
    `<ToUserName>${cdata(input.toUserName ?? 'gh_jobbridge0000')}</ToUserName>`,
    `<FromUserName>${cdata(input.openid)}</FromUserName>`,
    `<CreateTime>${createTime}</CreateTime>`,
    `<MsgType>${cdata('event')}</MsgType>`,
    `<Event>${cdata(input.event)}</Event>`,
    `<EventKey>${cdata(eventKey)}</EventKey>`,
    `<Ticket>${cdata(input.ticket ?? `dev-${input.scene}`)}</Ticket>`,
    '</xml>',
  ].join('');
  return {
    query: { signature: pushSignature(input.token, timestamp, nonce), timestamp, nonce, openid: input.openid },
    xml,
  };
}

/** An openid-shaped id (28 characters) for a simulated WeChat user. */
export function randomOpenid(): string {
  return `o${randomBytes(21).toString('base64url')}`;
}
