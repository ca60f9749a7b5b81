import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { COOKIE_NAMES, failureEnvelope, TOKEN_HEADER } from '@jobbridge/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

/**
 * The operationId of a call: its path below /api without parameters, the
 * segments joined by `_` (`/api/job/searchJobList` is `job_searchJobList`,
 * `/api/inviteCode/applyInviteCode/{userId}/{inviteCode}` is
 * `inviteCode_applyInviteCode`). Paths outside /api keep every segment.
 */
export function operationIdOf(url: string): string {
  const segments = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && !segment.startsWith('{'));
  return segments.map((segment) => segment.replace(/[^A-Za-z0-9_]/g, '_')).join('_') || 'root';
}

type OpenApiDocument = { paths?: Record<string, Record<string, { operationId?: string } | unknown>> };
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Makes operationIds unique: a path served by several methods (GET and POST)
 * gives the second and later methods their method as a suffix, and any other
 * clash gets a number.
 */
export function uniqueOperationIds<T extends OpenApiDocument>(document: T): T {
  const seen = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method) || !operation || typeof operation !== 'object') continue;
      const op = operation as { operationId?: string };
      if (!op.operationId) continue;
      let id = op.operationId;
      if (seen.has(id)) id = `${op.operationId}_${method}`;
      for (let n = 2; seen.has(id); n++) id = `${op.operationId}_${method}${n}`;
      op.operationId = id;
      seen.add(id);
    }
  }
  return document;
}

/**
 * A schema `{ anyOf: [X] }` (what zod's preprocessed fields become) is X:
 * written as X, everywhere in the document.
 */
export function collapseSingleCompositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseSingleCompositions);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]): [string, unknown] => [
    key,
    collapseSingleCompositions(value),
  ]);
  const result = Object.fromEntries(entries);
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const options = result[keyword];
    if (Array.isArray(options) && options.length === 1 && options[0] && typeof options[0] === 'object') {
      const { [keyword]: _single, ...rest } = result;
      return { ...(options[0] as object), ...rest };
    }
  }
  return result;
}

/**
 * Responses an /api route leaves undeclared, for the document only: one
 * declaring no failure gets the failure envelope that the one error handler
 * answers for every call (before the zod schemas are converted), and one
 * answering a file rather than the envelope gets a described 200 (after).
 */
function withFailureResponse<S>(url: string, schema: S): S {
  if (!schema || !url.startsWith('/api/')) return schema;
  const response = { ...((schema as FastifySchema).response as Record<string, unknown> | undefined) };
  if (Object.keys(response).some((status) => status.startsWith('4'))) return schema;
  return { ...schema, response: { ...response, '4xx': failureEnvelope } };
}

function withSuccessResponse<S>(url: string, schema: S): S {
  if (!schema || !url.startsWith('/api/')) return schema;
  const response = { ...((schema as FastifySchema).response as Record<string, unknown> | undefined) };
  if (Object.keys(response).some((status) => status.startsWith('2'))) return schema;
  return {
    ...schema,
    response: { 200: { description: 'Success: the body the description names (not the envelope)' }, ...response },
  };
}

export interface OpenApiOptions {
  /** URL prefixes left out of the document (the development calls in production). */
  hidePrefixes?: string[];
  /** The site's public origins (PUBLIC_ORIGINS), the document's servers; the first is canonical. */
  origins?: readonly string[];
}

/**
 * The OpenAPI document, generated from the calls' zod schemas, at /docs/json,
 * and Swagger UI at /docs. Must be registered before the routes. Every
 * operation has an operationId (its call name) and the document lists the
 * public origins as its servers; openapi-lint.test.ts lints it.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: OpenApiOptions = {}) => {
    const hidden = options.hidePrefixes ?? [];
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        servers: (options.origins ?? []).map((url, i) => ({
          url,
          description: i === 0 ? 'The site (canonical origin)' : 'The site (another origin)',
        })),
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
        const result = jsonSchemaTransform({ ...args, schema: withFailureResponse(args.url, args.schema) });
        const schema = { ...withSuccessResponse(args.url, result.schema), operationId: operationIdOf(args.url) };
        if (!hidden.some((prefix) => args.url.startsWith(prefix))) return { ...result, schema };
        return { ...result, schema: { ...schema, hide: true } };
      },
      // A route with several methods shares one schema, hence one operationId: made unique here.
      transformObject: (documentObject) =>
        uniqueOperationIds(
          collapseSingleCompositions(
            'openapiObject' in documentObject ? documentObject.openapiObject : documentObject,
          ) as never,
        ),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  },
  { name: 'openapi' },
);
