import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { COOKIE_NAMES, TOKEN_HEADER } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI document, generated from the calls' zod schemas, at /docs/json,
 * and Swagger UI at /docs. Must be registered before the routes.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { hidePrefixes?: string[] } = {}) => {
    const hidden = options.hidePrefixes ?? [];
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'JobBridge API',
          description:
            'Every call answers the envelope { success, data } or { success: false, code, msg, data }. ' +
            'Bodies are form-encoded (JSON is accepted too). msg is in the language of the `language` cookie or Accept-Language.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            cookieToken: { type: 'apiKey', in: 'cookie', name: COOKIE_NAMES.token },
            headerToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER },
          },
        },
        security: [{ cookieToken: [] }, { headerToken: [] }, {}],
      },
      transform: (args) => {
        const result = jsonSchemaTransform(args);
        if (!hidden.some((prefix) => args.url.startsWith(prefix))) return result;
        return { ...result, schema: { ...result.schema, hide: true } };
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  },
  { name: 'openapi' },
);
