import { performance } from 'node:perf_hooks';
import { currentArrival, inArrivalOrder } from '@jobbridge/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** When the request arrived (`performance.now()`); a page's in-process calls keep their page's. */
    arrivedAt: number;
  }
}

/**
 * Runs every request in its arrival order (decision 0076): the database
 * queues serve the statements of the oldest request first. Registered
 * before every other hook, so the hooks that read the database (the session
 * lookup), the body's parsing and the handler all run inside it (Fastify
 * keeps the async context across a body read from the socket:
 * arrival-order.test.ts).
 */
export const arrivalOrderPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('arrivedAt', 0);
    app.addHook('onRequest', (request, _reply, done) => {
      request.arrivedAt = currentArrival() ?? performance.now();
      inArrivalOrder(request.arrivedAt, done);
    });
  },
  { name: 'arrival-order' },
);
