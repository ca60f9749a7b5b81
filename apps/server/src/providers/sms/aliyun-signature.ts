import { createHmac } from 'node:crypto';

/**
 * Alibaba Cloud's RPC signature (signature method V2, "HMAC-SHA1", version 1.0),
 * as documented for every RPC-style API including dysmsapi SendSms:
 *
 *   StringToSign = 'GET&' + percentEncode('/') + '&' + percentEncode(canonicalizedQuery)
 *   Signature    = Base64(HMAC-SHA1(AccessKeySecret + '&', StringToSign))
 *
 * canonicalizedQuery joins the parameters (all but Signature), sorted by name,
 * as percentEncode(name) + '=' + percentEncode(value) with '&'.
 */

/**
 * Aliyun's percent-encoding: RFC 3986 unreserved characters (A-Z a-z 0-9 - _ . ~)
 * stay, everything else is %XY of its UTF-8 bytes; a space is %20 (never +),
 * '*' is %2A. encodeURIComponent leaves !'()* unescaped, so those are added.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The sorted, encoded query of a request, without Signature. */
export function canonicalizedQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key])}`)
    .join('&');
}

export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalizedQuery(params))}`;
}

export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params), 'utf8').digest('base64');
}
