import { getConfigItemBody, getConfigItemData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { createConfigCache, loadConfig } from './service';

export async function configRoutes(api: FastifyInstance) {
  const cache = createConfigCache((locale) => loadConfig(api.database.db, locale, api.env), api.env.CONFIG_CACHE_MS);

  defineCall(
    api,
    {
      path: '/config/getConfigItem',
      body: getConfigItemBody,
      data: getConfigItemData,
      summary: 'Option lists, locations, calling codes, message templates and site info in one language',
    },
    async ({ input }) => cache.get(input.lang),
  );
}
