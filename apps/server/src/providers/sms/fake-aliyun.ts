import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { closeServer, listenOnLoopback } from '../loopback';

/**
 * A local stand-in for Alibaba Cloud SMS (dysmsapi SendSms) for tests: a real
 * HTTP server on 127.0.0.1 that checks what the real service checks (key id,
 * signature, timestamp window, nonce reuse, sign name, template, parameters)
 * and answers in the documented JSON shape. Its signature check is written
 * independently of the client's (byte-wise encoding), so a shared mistake
 * cannot cancel out. Never used outside tests.
 */
export interface FakeAliyunSms {
  url: string;
  /** Messages accepted, in order. */
  readonly messages: FakeSms[];
  /** Requests refused, with their error code. */
  readonly refused: { code: string; status: number }[];
  /** Answer the next SendSms with this error (e.g. isv.BUSINESS_LIMIT_CONTROL). */
  failNext(code: string, message: string): void;
  close(): Promise<void>;
}

export interface FakeSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  bizId: string;
}

export interface FakeAliyunOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  now?: () => Date;
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** Byte-wise RFC 3986 encoding with upper-case hex, as Aliyun documents it. */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function expectedSignature(params: URLSearchParams, secret: string): string {
  const pairs = [...params.entries()].filter(([key]) => key !== 'Signature');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  const toSign = `GET&${encode('/')}&${encode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign, 'utf8').digest('base64');
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function startFakeAliyunSms(options: FakeAliyunOptions): Promise<FakeAliyunSms> {
  const messages: FakeSms[] = [];
  const refused: { code: string; status: number }[] = [];
  const usedNonces = new Set<string>();
  const failures: { code: string; message: string }[] = [];

  const server: Server = createServer((request, response) => {
    const requestId = randomUUID().toUpperCase();
    const answer = (status: number, body: Record<string, string>) => {
      if (body.Code !== 'OK') refused.push({ code: body.Code, status });
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify({ RequestId: requestId, ...body }));
    };
    const error = (status: number, code: string, message: string) => answer(status, { Code: code, Message: message });

    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'GET' || url.pathname !== '/') return error(404, 'InvalidAction.NotFound', 'Not found');
    const q = url.searchParams;
    for (const name of [
      'AccessKeyId',
      'Action',
      'Signature',
      'SignatureMethod',
      'SignatureNonce',
      'SignatureVersion',
      'Timestamp',
      'Version',
    ]) {
      if (!q.get(name)) return error(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    if (q.get('AccessKeyId') !== options.accessKeyId) {
      return error(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    if (q.get('SignatureMethod') !== 'HMAC-SHA1' || q.get('SignatureVersion') !== '1.0') {
      return error(400, 'InvalidParameter', 'Unsupported signature method or version.');
    }
    if (!sameText(q.get('Signature')!, expectedSignature(q, options.accessKeySecret))) {
      return error(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    const timestamp = q.get('Timestamp')!;
    const at = Date.parse(timestamp);
    const now = (options.now?.() ?? new Date()).getTime();
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(timestamp) || Number.isNaN(at)) {
      return error(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    }
    if (Math.abs(now - at) > 15 * 60_000) {
      return error(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    const nonce = q.get('SignatureNonce')!;
    if (usedNonces.has(nonce)) return error(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    usedNonces.add(nonce);
    if (q.get('Action') !== 'SendSms' || q.get('Version') !== '2017-05-25') {
      return error(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }
    const phoneNumbers = q.get('PhoneNumbers') ?? '';
    if (!phoneNumbers) return error(400, 'MissingPhoneNumbers', 'PhoneNumbers is mandatory for this action.');
    if (!/^\d{6,20}$/.test(phoneNumbers))
      return answer(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    if (q.get('SignName') !== options.signName) {
      return answer(200, { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' });
    }
    if (q.get('TemplateCode') !== options.templateCode) {
      return answer(200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' });
    }
    let templateParam: Record<string, string>;
    try {
      templateParam = JSON.parse(q.get('TemplateParam') ?? '');
    } catch {
      return answer(200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
    }
    if (typeof templateParam?.code !== 'string') {
      return answer(200, { Code: 'isv.TEMPLATE_MISSING_PARAMETERS', Message: '模板变量缺少对应参数值' });
    }
    const failure = failures.shift();
    if (failure) return answer(200, { Code: failure.code, Message: failure.message });
    const bizId = `${randomBytes(8).readBigUInt64BE().toString().slice(0, 16)}^0`;
    messages.push({
      phoneNumbers,
      signName: q.get('SignName')!,
      templateCode: q.get('TemplateCode')!,
      templateParam,
      bizId,
    });
    return answer(200, { Code: 'OK', Message: 'OK', BizId: bizId });
  });

  const url = await listenOnLoopback(server);
  return {
    url,
    messages,
    refused,
    failNext: (code, message) => failures.push({ code, message }),
    close: () => closeServer(server),
  };
}
