import { ERROR_CODES, HTTP_TIMEOUT_MS } from '@jobbridge/shared';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { createFetchTransport, encodeBody } from './transport';

describe('encodeBody', () => {
  it('form-encodes and skips undefined', () => {
    const params = encodeBody({ page: 1, keyword: '前端 dev', adcode: undefined, flag: true });
    expect(params.toString()).toBe('page=1&keyword=%E5%89%8D%E7%AB%AF+dev&flag=true');
    expect(encodeBody(undefined).toString()).toBe('');
  });
});

describe('createFetchTransport', () => {
  const ok = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });

  it('POSTs a form-encoded body to /api<path> with the spec timeout', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => ok({ pending: 2 }));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const transport = createFetchTransport(fetchImpl);
    const envelope = await transport({
      path: '/job/searchJobList',
      body: { page: 2, size: 20, keyword: 'go', adcode: undefined },
    });
    expect(envelope).toEqual({ success: true, data: { pending: 2 } });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/job/searchJobList');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(String(init?.body)).toBe('page=2&size=20&keyword=go');
    expect(init?.headers).toEqual({ accept: 'application/json' });
    expect(init?.credentials).toBe('same-origin');
    expect(timeout).toHaveBeenCalledWith(HTTP_TIMEOUT_MS);
    timeout.mockRestore();
  });

  it('puts a GET body in the query string', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => ok({ uuid: 'u', imageBase64: 'x' }));
    await createFetchTransport(fetchImpl)({ path: '/account/randomImage', method: 'GET', body: { t: 1 } });
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/account/randomImage?t=1');
    expect(fetchImpl.mock.calls[0][1]?.body).toBeUndefined();
  });

  it('passes failure envelopes through', async () => {
    const failure = { success: false, code: 1003, msg: '用户名或密码错误', data: null };
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(failure), { status: 200 }));
    expect(await createFetchTransport(fetchImpl)({ path: '/account/signin' })).toEqual(failure);
  });

  it('turns timeouts, network errors and non-JSON into envelopes', async () => {
    const timeoutError = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    expect(await createFetchTransport(async () => Promise.reject(timeoutError))({ path: '/x' })).toMatchObject({
      success: false,
      code: ERROR_CODES.timeout,
    });
    expect(
      await createFetchTransport(async () => Promise.reject(new TypeError('offline')))({ path: '/x' }),
    ).toMatchObject({
      success: false,
      code: ERROR_CODES.unavailable,
    });
    expect(
      await createFetchTransport(async () => new Response('<html>bad gateway</html>', { status: 502 }))({ path: '/x' }),
    ).toMatchObject({
      success: false,
      code: ERROR_CODES.internal,
    });
  });
});

describe('createApiClient', () => {
  it('maps each method to its call', async () => {
    const calls: unknown[] = [];
    const api = createApiClient(async (call) => {
      calls.push(call);
      return { success: true, data: null };
    });
    await api.getConfigItem('zh');
    await api.searchJobList({ page: 1, size: 12, sort: 'date' });
    await api.getCompanyList({ page: 1, size: 8 });
    await api.signinByToken();
    await api.signin({ phone: '8613800000000', password: 'h' });
    await api.randomImage();
    expect(calls).toEqual([
      { path: '/config/getConfigItem', method: 'POST', body: { lang: 'zh' } },
      { path: '/job/searchJobList', method: 'POST', body: { page: 1, size: 12, sort: 'date' } },
      { path: '/company/getCompanyList', method: 'POST', body: { page: 1, size: 8 } },
      { path: '/account/signinByToken', method: 'POST', body: undefined },
      { path: '/account/signin', method: 'POST', body: { phone: '8613800000000', password: 'h' } },
      { path: '/account/randomImage', method: 'GET', body: undefined },
    ]);
  });
});
