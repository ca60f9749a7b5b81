import { type Envelope, ERROR_CODES, HTTP_TIMEOUT_MS } from '@jobbridge/shared';

/** Values of a form-encoded request body; `undefined` fields are left out. */
export type ApiBody = Record<string, string | number | boolean | undefined>;

export interface ApiCall {
  /** Path below `/api`, e.g. `/config/getConfigItem`. */
  path: string;
  method?: 'GET' | 'POST';
  body?: ApiBody;
}

/**
 * How the typed client reaches the API. On the server the SSR bridge passes a
 * transport that dispatches in-process (forwarding the browser's cookies); in
 * the browser it is `createFetchTransport()`.
 */
export type ApiTransport = (call: ApiCall) => Promise<Envelope<unknown>>;

/** Form-encodes a body: undefined fields are skipped, everything else is stringified. */
export function encodeBody(body: ApiBody | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!body) return params;
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) params.append(key, String(value));
  }
  return params;
}

const failure = (code: number): Envelope<unknown> => ({ success: false, code, msg: '', data: null });

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

/**
 * The browser's transport: same-origin `fetch` to `/api<path>`, form-encoded,
 * with the spec's 20 s timeout. It never throws: network failures become a
 * failure envelope with an empty `msg` (the UI then shows `errors.<code>`).
 */
export function createFetchTransport(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  base = '/api',
): ApiTransport {
  return async ({ path, method = 'POST', body }) => {
    const params = encodeBody(body);
    const query = params.toString();
    const url = method === 'GET' && query ? `${base}${path}?${query}` : `${base}${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        body: method === 'POST' ? params : undefined,
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return failure(timedOut ? ERROR_CODES.timeout : ERROR_CODES.unavailable);
    }
    try {
      const json: unknown = await response.json();
      if (isEnvelope(json)) return json;
    } catch {
      // Not JSON (a proxy error page, for instance): fall through.
    }
    return failure(response.status === 404 ? ERROR_CODES.notFound : ERROR_CODES.internal);
  };
}
