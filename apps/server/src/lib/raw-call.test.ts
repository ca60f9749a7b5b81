import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, sourceFilesOf, type TestApp } from '../testing';
import { defineFileRoute, defineRawCall } from './raw-call';

const SRC = path.resolve(import.meta.dirname, '..');

describe('the envelope is built in one place', () => {
  it('no route outside lib/call.ts and lib/raw-call.ts writes a success envelope', () => {
    const builders = new Set(['lib/call.ts', 'lib/raw-call.ts']);
    const offenders = sourceFilesOf(SRC).filter(
      (file) =>
        !builders.has(file) && /success: true|successEnvelope\(/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('defineRawCall and defineFileRoute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: async (app) => {
        await app.register(
          async (api) => {
            defineRawCall(
              api,
              {
                method: 'GET',
                path: '/test/echo/:word',
                params: z.object({ word: z.string().max(5) }),
                data: z.object({ word: z.string() }),
                summary: 'echo',
              },
              async ({ request }) => ({ word: (request.params as { word: string }).word }),
            );
            defineRawCall(
              api,
              { method: 'GET', path: '/test/zero', data: z.null(), summary: 'zero', successCode: 0 },
              async () => null,
            );
            defineFileRoute(api, { method: 'GET', path: '/test/file', summary: 'file' }, async ({ reply }) =>
              reply.type('text/plain; charset=utf-8').send('bytes'),
            );
          },
          { prefix: '/api' },
        );
      },
    });
  });
  afterAll(() => t.close());

  it('wraps the data in the success envelope, and invalid path parameters in the failure one', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/test/echo/hi' });
    expect(ok.json()).toEqual({ success: true, data: { word: 'hi' } });
    const bad = await t.app.inject({ method: 'GET', url: '/api/test/echo/toolong' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 4000 });
  });

  it('adds code 0 when the spec asks for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/zero' });
    expect(res.json()).toEqual({ success: true, code: 0, data: null });
  });

  it('sends a file as the handler sent it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/file' });
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('bytes');
  });
});
