import { AppError, ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { authPlugin } from './auth';

export type DomainRoutes = (api: FastifyInstance) => Promise<void> | void;

/**
 * The /api context: every call knows its user (request.user, null for
 * visitors) and unknown paths answer the 4004 envelope.
 */
export function apiPlugin(domains: DomainRoutes[]) {
  return async (api: FastifyInstance) => {
    await api.register(authPlugin);
    for (const register of domains) await register(api);
    const notFound = async () => {
      throw new AppError(ERROR_CODES.notFound);
    };
    api.all('/', { schema: { hide: true } }, notFound);
    api.all('/*', { schema: { hide: true } }, notFound);
  };
}
