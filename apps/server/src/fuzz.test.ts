import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, signedInUser, type TestApp } from './testing';

/**
 * Fuzzing every API call (QUALITY.md, Safety: bad input): each call the
 * server registers gets hostile values in its own fields (from its OpenAPI
 * schema) and in made-up ones, as a form and as JSON, as a visitor and as a
 * signed-in user. Whatever it is sent, it must answer in the envelope with a
 * known code and a message: never a 500, never a stack trace.
 *
 * The values come from a seeded generator, so a failure names its seed and
 * is replayed exactly by running the file again.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const ROUNDS_PER_CALL = 30;

/** mulberry32: small, fast, good enough to pick test values. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFFFF\uD800',
  '😀'.repeat(300),
  '前端工程师'.repeat(200),
  'a'.repeat(20_000),
  '-1',
  '0',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '0x1F',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '{"$ne":null}',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'login_00000000000000000000000000000000',
  'bind_',
  'http://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function valueMaker(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const randomText = () => {
    const length = Math.floor(random() * 40);
    let text = '';
    for (let i = 0; i < length; i++) text += String.fromCodePoint(Math.floor(random() * 0x2fff) + 1);
    return text;
  };
  const scalar = (): Json => {
    const roll = random();
    if (roll < 0.55) return pick(HOSTILE_STRINGS);
    if (roll < 0.7) return randomText();
    if (roll < 0.85) return pick([0, -1, 1, 2 ** 31, -(2 ** 53), 1.5, Number.MAX_SAFE_INTEGER, 1e21]);
    return pick([true, false, null]);
  };
  /** Any JSON value, nested a little. */
  const json = (depth = 0): Json => {
    const roll = random();
    if (depth < 2 && roll < 0.12) return Array.from({ length: Math.floor(random() * 4) }, () => json(depth + 1));
    if (depth < 2 && roll < 0.2) return { [pick(['a', '__proto__', 'constructor', 'toString'])]: json(depth + 1) };
    return scalar();
  };
  /** A form value: always text. */
  const text = (): string => {
    const value = scalar();
    return value === null ? '' : String(value);
  };
  return { pick, json, text };
}

/** Lone surrogates (from cutting or on purpose) become U+FFFD, so the text can be percent-encoded. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

interface Call {
  method: string;
  url: string;
  fields: string[];
}

/** Known error codes of the envelope (packages/shared errors): 1xxx spec codes, 4xxx/5xxx server codes. */
const KNOWN_CODE = /^(0|1\d{3}|4\d{3}|5\d{3})$/;
const STACK = /\n\s+at\s|Error:\s|node_modules|\.ts:\d+/;

let t: TestApp;
let cookie: string;
let calls: Call[];

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInUser(t.database)).cookie;
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
  };
  calls = [];
  for (const route of t.app.routeTable) {
    if (!route.url.startsWith('/api/')) continue;
    for (const method of route.methods) {
      if (method === 'OPTIONS') continue;
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const schema = Object.values(operation?.requestBody?.content ?? {})[0]?.schema as
        | { properties?: Record<string, unknown> }
        | undefined;
      calls.push({ method, url: route.url, fields: Object.keys(schema?.properties ?? {}) });
    }
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe(`fuzzing every API call (seed ${SEED})`, () => {
  it('finds the calls to fuzz', () => {
    expect(calls.length).toBeGreaterThan(80);
    expect(calls.some((call) => call.url === '/api/job/searchJobList' && call.fields.includes('keyword'))).toBe(true);
  });

  it('answers hostile input to every call in the envelope: no 500, no stack trace', async () => {
    const random = prng(SEED);
    const make = valueMaker(random);
    const failures: string[] = [];
    let requests = 0;
    for (const call of calls) {
      for (let round = 0; round < ROUNDS_PER_CALL; round++) {
        const names = [...call.fields, make.pick(['extra', 'user_id', 'page', '__proto__'])];
        const asJson = random() < 0.4;
        const signedIn = random() < 0.5;
        const url = call.url.replace(/:(\w+)/g, () =>
          // Now and then a broken percent-encoding, as sent; otherwise any text, well-formed for encoding.
          random() < 0.1 ? '%E0%A4%A' : encodeURIComponent(wellFormed(make.text().slice(0, 300)) || 'x'),
        );
        const headers: Record<string, string> = signedIn ? { cookie } : {};
        let payload: string | undefined;
        let query = '';
        if (call.method === 'GET' || call.method === 'DELETE') {
          query = `?${new URLSearchParams(names.map((name): [string, string] => [name, make.text().slice(0, 2000)]))}`;
        } else if (asJson) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(Object.fromEntries(names.map((name) => [name, make.json()])));
        } else {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          payload = form(Object.fromEntries(names.map((name) => [name, make.text()])));
        }
        const response = await t.app.inject({
          method: call.method as 'GET',
          url: `${url}${query}`,
          headers,
          payload,
          // A fresh address each time: the fuzz tests the calls, not their rate limits.
          remoteAddress: `10.77.${requests >> 8}.${requests & 255}`,
        });
        requests++;
        const where = `${call.method} ${call.url} round ${round} (${asJson ? 'json' : 'form'}, ${signedIn ? 'signed in' : 'visitor'})`;
        if (response.statusCode >= 500 && response.statusCode !== 503) {
          failures.push(
            `${where}: HTTP ${response.statusCode} ${response.body.slice(0, 200)} for ${(payload ?? query).slice(0, 600)}`,
          );
          continue;
        }
        if (STACK.test(response.body) && !response.headers['content-type']?.toString().startsWith('application/pdf')) {
          failures.push(`${where}: a stack trace or source path in the answer`);
          continue;
        }
        if (!response.headers['content-type']?.toString().includes('application/json')) continue;
        const body = response.json() as { success?: unknown; data?: unknown; code?: unknown; msg?: unknown };
        const envelope =
          body.success === true
            ? 'data' in body
            : body.success === false && KNOWN_CODE.test(String(body.code)) && typeof body.msg === 'string';
        if (!envelope) failures.push(`${where}: not an envelope: ${response.body.slice(0, 200)}`);
        else if (body.success === false && String(body.msg).trim() === '') {
          failures.push(`${where}: a failure without a message`);
        }
      }
    }
    expect(requests).toBe(calls.length * ROUNDS_PER_CALL);
    expect(failures).toEqual([]);
  }, 240_000);
});
