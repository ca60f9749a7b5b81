import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics at /metrics: the process's default metrics and the
 * duration of every HTTP request by method, route pattern and status. Each
 * app has its own registry (several apps can live in one test process).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests in seconds',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers: [registry],
    });
    app.decorate('metricsRegistry', registry);
    app.decorate(
      'sessionLookups',
      new Counter({
        name: 'session_lookups_total',
        help: 'Sessions looked up in the database (once per page request, however many calls its loaders make)',
        registers: [registry],
      }),
    );

    // The database counts its statements; the counter catches up with it whenever it is read.
    let counted = 0;
    new Counter({
      name: 'db_statements_total',
      help: 'Statements run on the database (a page request: its loaders, session lookup included)',
      registers: [registry],
      collect() {
        const now = app.database.statements();
        this.inc(now - counted);
        counted = now;
      },
    });

    const observe = (method: string, route: string, status: number, seconds: number) =>
      duration.observe({ method, route, status_code: String(status) }, seconds);
    app.decorate('observeRequest', observe);
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL, keeps the label set small.
      observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);

declare module 'fastify' {
  interface FastifyInstance {
    metricsRegistry: Registry;
    /** Counts a request answered without HTTP (an in-process call, lib/direct-call.ts) as the hook counts others. */
    observeRequest(method: string, route: string, status: number, seconds: number): void;
    /** Counts session lookups in the database (auth.ts). */
    sessionLookups: Counter;
  }
}
