import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * JSON logs (pino) without personal data: no bodies, no query strings, no
 * headers; should a header ever be logged, secrets are redacted.
 */
export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers.token',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'headers.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: pathOnly(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** One log line per finished request, with its id, route and duration. */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: pathOnly(request.url),
          route: request.routeOptions.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
