import { getConfigItemBody, getConfigItemData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import './service';

export async function configRoutes(api: FastifyInstance) {
  defineCall(
    api,
    {
      path: '/config/getConfigItem',
      body: getConfigItemBody,
      data: getConfigItemData,
      summary: 'Option lists, locations, calling codes, message templates and site info in one language',
    },
    async ({ input }) => api.configCache.get(input.lang),
  );
}
