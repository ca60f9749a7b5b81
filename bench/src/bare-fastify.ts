/**
 * A bare Fastify server for search-cost's `--bare` baseline: the same form POST
 * as the search (`/api/job/searchJobList`, the form parsed by @fastify/formbody
 * as the real server parses it) answered with its fields in the API's envelope,
 * and `/readyz`. Nothing else: no database, no validation, no logging. The issue
 * of speed states the search's target as a share of what this answers on the
 * same machine in the same run.
 */
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(formbody);
app.get('/readyz', async () => ({ ok: true }));
app.post('/api/job/searchJobList', async (request) => ({
  success: true,
  code: 0,
  msg: 'ok',
  data: request.body,
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close());
