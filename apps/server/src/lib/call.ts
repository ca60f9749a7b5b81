import { CALLS, type Envelope, failureEnvelope, successEnvelope } from '@jobbridge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface CallSpec<B extends z.ZodType, D extends z.ZodType> {
  /** Path below /api, e.g. '/job/searchJobList'. */
  path: string;
  method?: 'POST' | 'GET';
  /** Schema of the input (the form body; the query string of a GET). */
  body: B;
  /** Schema of `data` in the success envelope. */
  data: D;
  summary: string;
  description?: string;
  /** Per-route limit, e.g. { max: 5, timeWindow: '1 minute' } (the global limit is off). */
  rateLimit?: { max: number; timeWindow: number | string };
  /**
   * A read the site's pages make while they render: a page's loaders get it answered in process,
   * without emulating HTTP (lib/direct-call.ts, decision 0051). Its handler reads only its input and
   * request.user, locale, id, ip, log and server, and never uses the reply; it has no route limit.
   */
  pageRead?: boolean;
}

export interface CallContext<B extends z.ZodType> {
  input: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The success envelope of a call's data: built here only (the HTTP handler and lib/direct-call.ts use it). */
export const succeed = <T>(data: T): Envelope<T> => ({ success: true, data });

/** Every path declared with defineCall in this process (a test checks each is listed in CALLS). */
export const declaredCalls = new Set<string>();

/**
 * A path of the call list (CALLS in shared, which types the web's client)
 * must be declared with exactly its schemas and method, so the server and
 * the web cannot drift apart: a mismatch stops the start.
 */
function assertListedCall(path: string, method: 'POST' | 'GET', body: z.ZodType, data: z.ZodType): void {
  if (!Object.hasOwn(CALLS, path)) return;
  const listed: { body: z.ZodType; data: z.ZodType; method?: 'GET' } = CALLS[path as keyof typeof CALLS];
  if (listed.body !== body || listed.data !== data || (listed.method ?? 'POST') !== method) {
    throw new Error(`defineCall ${path}: its schemas or method differ from CALLS in @jobbridge/shared`);
  }
}

/**
 * Declares one API call: its schema (validation and OpenAPI), its limit and
 * its handler. The handler returns the call's data; the success envelope is
 * added here, failures are thrown as AppError and rendered by the error handler.
 */
export function defineCall<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  spec: CallSpec<B, D>,
  handler: (context: CallContext<B>) => Promise<z.input<D>>,
): void {
  const method = spec.method ?? 'POST';
  assertListedCall(spec.path, method, spec.body, spec.data);
  declaredCalls.add(spec.path);
  const tag = spec.path.split('/')[1];
  const response = z.union([successEnvelope(spec.data), failureEnvelope]);
  if (spec.pageRead) {
    if (spec.rateLimit) throw new Error(`defineCall ${spec.path}: a pageRead call has no route limit to skip`);
    app.directCalls.add({
      path: spec.path,
      method,
      body: spec.body,
      response,
      server: app,
      handler: handler as (context: CallContext<z.ZodType>) => Promise<unknown>,
    });
  }
  app.route({
    method,
    url: spec.path,
    schema: {
      tags: [tag],
      summary: spec.summary,
      description: spec.description,
      ...(method === 'GET'
        ? { querystring: spec.body }
        : { body: spec.body, consumes: ['application/x-www-form-urlencoded', 'application/json'] }),
      // Business failures (1001-1004) are answered with HTTP 200 too.
      response: {
        200: response,
        '4xx': failureEnvelope,
        '5xx': failureEnvelope,
      },
    },
    config: spec.rateLimit ? { rateLimit: spec.rateLimit } : {},
    // A call sent without a body is an empty form.
    preValidation: async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    },
    handler: async (request, reply): Promise<Envelope<z.input<D>>> => {
      const input = (method === 'GET' ? request.query : request.body) as z.output<B>;
      return succeed(await handler({ input, request, reply }));
    },
  });
}
