import { type Envelope, ERROR_CODES, type Locale, localizeIssues } from '@jobbridge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate } from '../plugins/auth';
import { answerOf, failure } from '../plugins/errors';
import type { PageSession } from '../plugins/page-session';
import { type CallContext, succeed } from './call';
import type { CookieJar } from './cookie-jar';

/**
 * A call a page reads while it renders (defineCall's `pageRead`), as the SSR bridge answers it in
 * process: validated, authenticated with the page's session, handled and checked against the
 * response schema like an HTTP request, without emulating one (decision 0051).
 */
export interface DirectCall {
  path: string;
  method: 'GET' | 'POST';
  body: z.ZodType;
  /** The route's schema of a 200 answer: the success envelope or the failure envelope. */
  response: z.ZodType;
  handler: (context: CallContext<z.ZodType>) => Promise<unknown>;
  /** The Fastify context the call was declared in: what `request.server` is over HTTP. */
  server: FastifyInstance;
}

/** The calls that can be answered in process, by method and path. */
export class DirectCalls {
  private readonly calls = new Map<string, DirectCall>();
  private readonly listeners: Array<(url: string) => void> = [];

  /** Told the URL (/api/...) of every call answered in process, as an onRequest hook is of the others. */
  observe(listener: (url: string) => void): void {
    this.listeners.push(listener);
  }

  answered(url: string): void {
    for (const listener of this.listeners) listener(url);
  }

  add(call: DirectCall): void {
    this.calls.set(`${call.method} ${call.path}`, call);
  }

  get(method: string, path: string): DirectCall | undefined {
    return this.calls.get(`${method} ${path}`);
  }

  get all(): DirectCall[] {
    return [...this.calls.values()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls a page's loaders get answered in process (lib/direct-call.ts). */
    directCalls: DirectCalls;
  }
}

/** The page request an in-process call is made for. */
export interface PageCaller {
  request: FastifyRequest;
  jar: CookieJar;
  page: PageSession;
}

/** What a handler may read of its request in process; reading anything else is a bug, and fails. */
function callRequest(call: DirectCall, caller: PageCaller, input: Record<string, string>): FastifyRequest {
  const { request } = caller;
  const cookieHeader = caller.jar.header();
  const headers: Record<string, string> = {
    cookie: cookieHeader,
    'accept-language': request.headers['accept-language'] ?? '',
    'user-agent': request.headers['user-agent'] ?? '',
  };
  const fields: Record<string, unknown> = {
    id: request.id,
    method: call.method,
    url: `/api${call.path}`,
    ip: request.ip,
    headers,
    cookies: caller.jar.values(),
    query: call.method === 'GET' ? input : {},
    body: call.method === 'GET' ? undefined : input,
    params: {},
    // The page's language: its calls' language cookie says the same (ssr.ts).
    locale: request.locale,
    log: request.log,
    server: call.server,
    user: null,
    pageSession: caller.page,
    internalCall: true,
  };
  return new Proxy(fields, {
    get(target, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined;
      if (Object.hasOwn(target, key)) return target[key];
      throw new Error(`request.${key} is not given to an in-process call (${call.path}): drop its pageRead`);
    },
  }) as unknown as FastifyRequest;
}

/** A page read sends no cookies, headers or status of its own: its reply is not there to use. */
const noReply = new Proxy(
  {},
  {
    get(_target, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined;
      throw new Error(`reply.${key} is not given to an in-process call: drop its pageRead`);
    },
  },
) as FastifyReply;

/** A call's form values as HTTP carries them: strings, undefined fields left out (the SSR bridge's form too). */
export function formValues(body: Record<string, string | number | boolean | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (value !== undefined) values[name] = String(value);
  return values;
}

/**
 * Answers one call of a page in process: the same envelope, status, metrics and log line as the
 * HTTP path (app.inject), without building a request, parsing a form or writing and reading JSON.
 */
export async function callDirect(
  call: DirectCall,
  body: Record<string, string | number | boolean | undefined>,
  caller: PageCaller,
): Promise<Envelope> {
  const started = performance.now();
  caller.request.server.directCalls.answered(`/api${call.path}`);
  const input = formValues(body);
  const request = callRequest(call, caller, input);
  const locale: Locale = request.locale;
  let status = 200;
  let envelope: Envelope;
  try {
    await authenticate(request);
    const parsed = call.body.safeParse(input);
    if (!parsed.success) {
      status = 400;
      // As the error handler words a failed validation (plugins/errors.ts): paths as strings.
      const issues = parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.map(String) }));
      envelope = failure(ERROR_CODES.validation, locale, { fields: localizeIssues(issues, input, locale) });
    } else {
      const data = await call.handler({ input: parsed.data, request, reply: noReply });
      // The route's response schema, as its serializer applies it: what it does not declare is dropped.
      const checked = call.response.safeParse(succeed(data));
      if (!checked.success)
        throw new Error(`${call.path}: the answer does not match its schema`, { cause: checked.error });
      envelope = checked.data as Envelope;
    }
  } catch (error) {
    const answer = answerOf(error, locale, request.log);
    status = answer.status;
    envelope = answer.body;
  }
  const seconds = (performance.now() - started) / 1000;
  call.server.observeRequest(call.method, `/api${call.path}`, status, seconds);
  request.log.info(
    {
      method: call.method,
      url: `/api${call.path}`,
      route: `/api${call.path}`,
      statusCode: status,
      ms: Math.round(seconds * 10_000) / 10,
      inProcess: true,
    },
    'request completed',
  );
  return envelope;
}
