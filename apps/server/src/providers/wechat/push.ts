import { createHash, timingSafeEqual } from 'node:crypto';
import { type Db, wechatEvents } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { lt } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { WECHAT_PUSH_MAX_SKEW_MS } from '../policy';

/**
 * WeChat's event push (plaintext mode) to the account's server URL: every
 * request carries ?signature=&timestamp=&nonce= where signature is the SHA-1
 * of [token, timestamp, nonce] sorted and joined. The URL check is a GET with
 * an extra echostr to echo back; events are a POSTed XML body. WeChat retries
 * a push it got no answer for (3 times), so events are deduplicated.
 */
export interface PushQuery {
  signature?: string;
  timestamp?: string;
  nonce?: string;
  echostr?: string;
  openid?: string;
}

export interface PushMessage {
  toUserName: string;
  fromUserName: string;
  createTime: number;
  msgType: string;
  event: string | null;
  eventKey: string | null;
  ticket: string | null;
}

/** A scan of one of our QR codes: by a new follower (subscribe) or a follower (SCAN). */
export interface ScanEvent {
  openid: string;
  scene: string;
  event: 'subscribe' | 'SCAN';
}

export interface ReceivePushInput {
  /** WECHAT_TOKEN, as set in the Official Account console. */
  token: string;
  query: PushQuery;
  /** The raw XML body. */
  body: string;
  now?: () => number;
}

export function pushSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

/** True when the query is signed with the token and its timestamp is within 5 minutes of now. */
export function verifyPushQuery(token: string, query: PushQuery, now: number = Date.now()): boolean {
  const { signature, timestamp, nonce } = query;
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || typeof nonce !== 'string') return false;
  if (!/^\d{1,12}$/.test(timestamp) || nonce.length > 64) return false;
  if (Math.abs(now - Number(timestamp) * 1000) > WECHAT_PUSH_MAX_SKEW_MS) return false;
  const expected = Buffer.from(pushSignature(token, timestamp, nonce));
  const given = Buffer.from(signature.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The URL check WeChat makes when the server address is saved: echostr when signed, else null. */
export function answerHandshake(token: string, query: PushQuery, now: number = Date.now()): string | null {
  if (typeof query.echostr !== 'string' || !verifyPushQuery(token, query, now)) return null;
  return query.echostr;
}

const parser = new XMLParser({
  processEntities: false,
  parseTagValue: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  trimValues: true,
});

const MAX_BODY = 64 * 1024;

/** Reads a push body; null when it is not well-formed WeChat XML. DTDs and entities are refused outright. */
export function parsePush(xml: string): PushMessage | null {
  if (typeof xml !== 'string' || xml.length > MAX_BODY || /<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  if (XMLValidator.validate(xml) !== true) return null;
  const root = (parser.parse(xml) as { xml?: Record<string, unknown> }).xml;
  if (!root || typeof root !== 'object') return null;
  const text = (name: string): string | null => {
    const value = root[name];
    return typeof value === 'string' ? value : null;
  };
  const from = text('FromUserName');
  const createTime = Number(text('CreateTime'));
  const msgType = text('MsgType');
  if (!from || !msgType || !Number.isSafeInteger(createTime)) return null;
  return {
    toUserName: text('ToUserName') ?? '',
    fromUserName: from,
    createTime,
    msgType,
    event: text('Event'),
    eventKey: text('EventKey'),
    ticket: text('Ticket'),
  };
}

/** The scene of a QR scan event: EventKey is qrscene_<scene> for subscribe, <scene> for SCAN. */
export function scanOf(message: PushMessage): ScanEvent | null {
  if (message.msgType !== 'event' || !message.eventKey) return null;
  if (message.event === 'subscribe') {
    if (!message.eventKey.startsWith('qrscene_')) return null;
    const scene = message.eventKey.slice('qrscene_'.length);
    return scene ? { openid: message.fromUserName, scene, event: 'subscribe' } : null;
  }
  if (message.event === 'SCAN') return { openid: message.fromUserName, scene: message.eventKey, event: 'SCAN' };
  return null;
}

/**
 * Verifies, reads and deduplicates one push. Answers the scan (after running
 * `onScan` in the same transaction as the deduplication record, so a failed
 * handler lets WeChat's retry through), or null for anything else: other
 * events and messages, and a delivery already processed. Throws AppError 4003
 * for a bad or stale signature and 4000 for a body that is not WeChat XML.
 * The route answers WeChat 'success' (or an empty body) whenever this returns.
 */
export async function receivePush(
  db: Db,
  input: ReceivePushInput,
  onScan?: (tx: Db, scan: ScanEvent) => Promise<unknown>,
): Promise<ScanEvent | null> {
  if (!verifyPushQuery(input.token, input.query, input.now?.() ?? Date.now())) {
    throw new AppError(ERROR_CODES.forbidden, 'providers.wechat.badSignature');
  }
  const message = parsePush(input.body);
  if (!message) throw new AppError(ERROR_CODES.validation);
  const scan = scanOf(message);
  if (!scan) return null;
  // WeChat's advice is FromUserName + CreateTime; Event and EventKey are added so two different
  // scans in the same second are never taken for one delivery (a retry repeats all four).
  const eventKey = `${message.fromUserName}:${message.createTime}:${message.event}:${message.eventKey}`;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(wechatEvents)
      .values({ event_key: eventKey })
      .onConflictDoNothing()
      .returning({ event_key: wechatEvents.event_key });
    if (inserted.length === 0) return null;
    if (onScan) await onScan(tx, scan);
    return scan;
  });
}

/** Deletes deduplication records older than a day (WeChat retries within seconds); run it now and then. */
export async function pruneWechatEvents(db: Db, now: number = Date.now()): Promise<number> {
  const removed = await db
    .delete(wechatEvents)
    .where(lt(wechatEvents.received_at, new Date(now - 86_400_000)))
    .returning({ event_key: wechatEvents.event_key });
  return removed.length;
}
