import { failureEnvelope, successEnvelope } from '@jobbridge/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The API routes that defineCall (lib/call.ts) cannot declare: input in the
 * path or a multipart body, or an answer that is not the envelope (a file, a
 * PDF, an image, a page, WeChat's plain text). Both helpers declare the
 * route the way defineCall does (tag from the path, failure envelopes for
 * 4xx and 5xx, its rate limit), so the envelope is built in one place
 * each: successes here, failures in the one error handler.
 */
interface RawSpec {
  method: 'GET' | 'POST';
  /** Path below /api, e.g. '/resume/file/:file_id'. */
  path: string;
  /** Schema of the path parameters. */
  params?: z.ZodType;
  /** Schema of the query string. */
  querystring?: z.ZodType;
  consumes?: string[];
  produces?: string[];
  summary: string;
  description?: string;
  /** Per-route limit (plugins/rate-limit.ts perRequest). */
  rateLimit?: { max: number; timeWindow: number | string };
  bodyLimit?: number;
}

export interface RawCallSpec<D extends z.ZodType> extends RawSpec {
  /** Schema of `data` in the success envelope. */
  data: D;
  /** The spec's invited check also reads `code: 0` in its success envelope. */
  successCode?: 0;
}

export interface RawContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

const failures = { '4xx': failureEnvelope, '5xx': failureEnvelope };

function routeOptions(spec: RawSpec, response: Record<string, z.ZodType>) {
  return {
    method: spec.method,
    url: spec.path,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      tags: [spec.path.split('/')[1]],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(spec.consumes ? { consumes: spec.consumes } : {}),
      ...(spec.produces ? { produces: spec.produces } : {}),
      response,
    },
    config: (spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) as FastifyContextConfig,
  };
}

/**
 * A call answering the envelope whose input is not a form: the handler
 * returns the call's data and the success envelope is added here. A handler
 * that answers something else for some requests (the unsubscribe page for a
 * browser) sends it and returns the reply.
 */
export function defineRawCall<D extends z.ZodType>(
  app: FastifyInstance,
  spec: RawCallSpec<D>,
  handler: (context: RawContext) => Promise<z.input<D> | FastifyReply>,
): void {
  const success =
    spec.successCode === undefined
      ? successEnvelope(spec.data)
      : successEnvelope(spec.data).extend({ code: z.literal(spec.successCode) });
  app.route({
    ...routeOptions(spec, { 200: success, ...failures }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const data = await handler({ request, reply });
      if (data === reply) return reply;
      return spec.successCode === undefined
        ? { success: true as const, data }
        : { success: true as const, code: spec.successCode, data };
    },
  });
}

/**
 * A route whose success is not the envelope (a file, a PDF, an image, plain
 * text): the handler sends it on the reply and returns the reply. Failures
 * are still thrown as AppError and answered with the envelope.
 */
export function defineFileRoute(
  app: FastifyInstance,
  spec: RawSpec,
  handler: (context: RawContext) => Promise<FastifyReply>,
): void {
  app.route({
    ...routeOptions(spec, failures),
    handler: async (request: FastifyRequest, reply: FastifyReply) => handler({ request, reply }),
  });
}
