import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerHandshake, parsePush, pushSignature, scanOf, verifyPushQuery } from './push';
import { buildSignedPush } from './simulator';

const TOKEN = 'handshake-token';

describe('push signature', () => {
  it('is the SHA-1 of token, timestamp and nonce sorted and joined', () => {
    const expected = createHash('sha1').update(['1700000000', '42', TOKEN].sort().join('')).digest('hex');
    expect(pushSignature(TOKEN, '1700000000', '42')).toBe(expected);
  });

  it('answers the URL check with echostr only when signed and fresh', () => {
    const now = 1_700_000_000_000;
    const timestamp = String(now / 1000);
    const signature = pushSignature(TOKEN, timestamp, '987');
    const query = { signature, timestamp, nonce: '987', echostr: '5837397520065057865' };
    expect(answerHandshake(TOKEN, query, now)).toBe('5837397520065057865');
    expect(answerHandshake('other-token', query, now)).toBeNull();
    expect(answerHandshake(TOKEN, { ...query, signature: signature.replace(/.$/, '0') }, now)).toBeNull();
    expect(answerHandshake(TOKEN, query, now + 5 * 60_000 + 1000)).toBeNull();
    expect(answerHandshake(TOKEN, { ...query, echostr: undefined }, now)).toBeNull();
    expect(verifyPushQuery(TOKEN, { timestamp, nonce: '987' }, now)).toBe(false);
    expect(verifyPushQuery(TOKEN, { signature, timestamp: `${timestamp}.5`, nonce: '987' }, now)).toBe(false);
  });
});

describe('push body', () => {
  it('reads the fields of a simulated push the way WeChat sends them', () => {
    const push = buildSignedPush({
      token: TOKEN,
      openid: 'oABC',
      scene: 'bind_1',
      event: 'subscribe',
      createTime: 1700000000,
    });
    expect(push.xml).toBe(
      '<xml><ToUserName><![CDATA[gh_jobbridge0000]]></ToUserName><FromUserName><![CDATA[oABC]]></FromUserName>' +
        '<CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event>' +
        '<EventKey><![CDATA[qrscene_bind_1]]></EventKey><Ticket><![CDATA[dev-bind_1]]></Ticket></xml>',
    );
    const message = parsePush(push.xml)!;
    expect(message).toMatchObject({
      fromUserName: 'oABC',
      createTime: 1700000000,
      msgType: 'event',
      event: 'subscribe',
    });
    expect(scanOf(message)).toEqual({ openid: 'oABC', scene: 'bind_1', event: 'subscribe' });
    const scan = parsePush(buildSignedPush({ token: TOKEN, openid: 'oABC', scene: 'bind_1', event: 'SCAN' }).xml)!;
    expect(scanOf(scan)).toEqual({ openid: 'oABC', scene: 'bind_1', event: 'SCAN' });
  });

  it('survives a CDATA terminator inside a value', () => {
    const push = buildSignedPush({ token: TOKEN, openid: 'o]]>x', scene: 's', event: 'SCAN' });
    expect(parsePush(push.xml)?.fromUserName).toBe('o]]>x');
  });

  it('refuses what is not well-formed WeChat XML', () => {
    expect(parsePush('not xml')).toBeNull();
    expect(parsePush('<xml><FromUserName>a</FromUserName></xml>')).toBeNull();
    expect(parsePush('<xml><A>1</B></xml>')).toBeNull();
    expect(parsePush(`<xml><FromUserName>a</FromUserName>${'x'.repeat(70_000)}</xml>`)).toBeNull();
    expect(parsePush('<!DOCTYPE a [<!ENTITY b "c">]><xml><FromUserName>&b;</FromUserName></xml>')).toBeNull();
  });
});
