import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

const PROBE_TIMEOUT_MS = 2_000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()),
  ]);

export interface HealthOptions {
  /** A Redis connection to ping when Redis is configured. */
  redis?: Redis | null;
}

/** /healthz: the process is up. /readyz: its database (and Redis, when configured) answer; 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const probes: Record<string, () => Promise<unknown>> = { database: () => app.database.ping() };
    const redis = options.redis;
    if (redis) probes.redis = () => redis.ping();

    const checks: Record<string, 'ok' | 'fail'> = {};
    await Promise.all(
      Object.entries(probes).map(async ([name, probe]) => {
        try {
          await withTimeout(probe(), PROBE_TIMEOUT_MS);
          checks[name] = 'ok';
        } catch (error) {
          checks[name] = 'fail';
          request.log.warn({ check: name, reason: (error as Error).message }, 'not ready');
        }
      }),
    );
    const ready = Object.values(checks).every((value) => value === 'ok');
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ok' : 'unavailable', checks };
  });
}
