import {
  AppError,
  ERROR_CODES,
  type ErrorCode,
  errorKey,
  HTTP_STATUS_OF,
  type IssueLike,
  type Locale,
  localizeIssues,
  translate,
} from '@jobbridge/shared';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The failure envelope, rendered in the request's language. */
export function failure(code: ErrorCode, locale: Locale, data: unknown = null, key = errorKey(code), params = {}) {
  return { success: false as const, code, msg: translate(locale, key, params), data };
}

export function sendFailure(reply: FastifyReply, code: ErrorCode, locale: Locale, data: unknown = null) {
  return reply.code(HTTP_STATUS_OF[code]).send(failure(code, locale, data));
}

/**
 * The page for a site address Fastify cannot even route (a broken
 * percent-encoding): plain, self-contained, in the visitor's language.
 */
export function badRequestPage(locale: Locale): string {
  const text = (key: string) => translate(locale, key);
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${text('errorsPage.errorTitle')}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">',
    `<main><h1>${text('errorsPage.errorTitle')}</h1><p>${text('errors.4000')}</p>`,
    `<p><a href="/" style="color:#115e59">${text('errorsPage.backHome')}</a></p></main></body></html>`,
  ].join('');
}

/** Fastify's validation entries carry the zod issue as keyword (code) + params. */
function issuesOf(error: FastifyError): IssueLike[] {
  return (error.validation ?? []).map((entry) => ({
    ...(entry.params as Record<string, unknown>),
    path: entry.instancePath.split('/').filter(Boolean),
    code: entry.keyword,
    message: entry.message ?? '',
  }));
}

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/**
 * An error as it may be logged: type, code, the first line of its message and
 * its stack frames. Query parameters and other values (which may be personal
 * data) are left out; drizzle puts them on the message's second line.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: error.message.split('\n')[0].slice(0, 500),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .slice(0, 12)
      .join('\n'),
    ...(error.cause && depth < 2 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

/** Status codes of framework errors that have a code of their own. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  406: ERROR_CODES.validation,
  408: ERROR_CODES.timeout,
  411: ERROR_CODES.validation,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMedia,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.unavailable,
};

/** The answer to an error: HTTP status, failure envelope, and when to come back (Retry-After, seconds). */
export interface ErrorAnswer {
  status: number;
  body: ReturnType<typeof failure>;
  retryAfterSeconds?: number;
}

/**
 * The answer to an AppError, or to an error nobody expected (logged with the request id, nothing of it
 * in the answer). The error handler and in-process calls (lib/direct-call.ts) answer alike.
 */
export function answerOf(error: unknown, locale: Locale, log: FastifyBaseLogger): ErrorAnswer {
  if (error instanceof AppError) {
    // A limit says when to come back: code limits and provider flow control carry params.seconds,
    // and so does a busy service (the password pool).
    const seconds = Number(error.params?.seconds);
    const comeBack = error.code === ERROR_CODES.rateLimited || error.code === ERROR_CODES.unavailable;
    return {
      status: HTTP_STATUS_OF[error.code] ?? 500,
      body: failure(error.code, locale, error.data, error.key, error.params),
      ...(comeBack && Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: Math.ceil(seconds) } : {}),
    };
  }
  log.error({ err: loggableError(error) }, 'request failed');
  return { status: 500, body: failure(ERROR_CODES.internal, locale) };
}

/**
 * The one error handler: every failure becomes the envelope. Nothing of an
 * unexpected error (message, stack) reaches the client; it is logged with the
 * request id instead.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const locale = request.locale ?? 'en';
      if (error instanceof AppError) {
        const answer = answerOf(error, locale, request.log);
        if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
        return reply.code(answer.status).send(answer.body);
      }
      if ('validation' in error && error.validation) {
        const fields = localizeIssues(issuesOf(error), inputOf(request, error.validationContext), locale);
        return reply.code(400).send(failure(ERROR_CODES.validation, locale, { fields }));
      }
      if ((error as FastifyError).code === 'FST_ERR_HANDLER_TIMEOUT') {
        request.log.warn({ route: request.routeOptions.url }, 'handler timed out');
        return sendFailure(reply, ERROR_CODES.timeout, locale);
      }
      const status = (error as FastifyError).statusCode;
      const known = status && status >= 400 && status < 500 ? CODE_OF_STATUS[status] : undefined;
      if (known) {
        request.log.info({ err: { code: (error as FastifyError).code, status } }, 'request refused');
        return reply.code(HTTP_STATUS_OF[known]).send(failure(known, locale));
      }
      const answer = answerOf(error, locale, request.log);
      return reply.code(answer.status).send(answer.body);
    });

    app.setNotFoundHandler((request, reply) => sendFailure(reply, ERROR_CODES.notFound, request.locale ?? 'en'));
  },
  { name: 'error-handler' },
);
