import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { Database } from '@jobbridge/db';
import { ERROR_CODES, HTTP_TIMEOUT_MS, pickLocale } from '@jobbridge/shared';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { ServerBuild } from 'react-router';
import { Passwords } from './domains/account/passwords';
import { accountRoutes } from './domains/account/routes';
import { activityRoutes } from './domains/activity/routes';
import { alertRoutes } from './domains/alert/routes';
import { companyRoutes } from './domains/company/routes';
import { configRoutes } from './domains/config/routes';
import { createConfigCache, loadConfig } from './domains/config/service';
import { dashboardRoutes } from './domains/dashboard/routes';
import { devRoutes } from './domains/dev/routes';
import { hrRoutes } from './domains/hr/routes';
import { inviteRoutes } from './domains/invite/routes';
import { JobWrites } from './domains/job/job-writes';
import { jobRoutes } from './domains/job/routes';
import { JobViewCounter } from './domains/job/view-counter';
import { managerRoutes } from './domains/manager/routes';
import { messageRoutes } from './domains/message/routes';
import { privacyRoutes } from './domains/privacy/routes';
import { resumeRoutes } from './domains/resume/routes';
import { reviewRoutes } from './domains/review/routes';
import { seoRoutes } from './domains/seo/routes';
import { trackerRoutes } from './domains/tracker/routes';
import { wechatRoutes } from './domains/wechat/routes';
import type { Env } from './env';
import { InFlightHandlers } from './in-flight';
import { DirectCalls } from './lib/direct-call';
import type { Bus } from './live/bus';
import { Hub } from './live/hub';
import { LocalPresence, type Presence, RedisPresence } from './live/presence';
import { liveRoutes } from './live/routes';
import { liveSessionIds } from './live/sessions';
import { apiPlugin } from './plugins/api';
import { arrivalOrderPlugin } from './plugins/arrival-order';
import { crossSitePlugin } from './plugins/cross-site';
import { badRequestPage, errorHandlerPlugin, sendFailure } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { loggerOptions, requestLogPlugin } from './plugins/logging';
import { metricsPlugin } from './plugins/metrics';
import { DOCS_PREFIX, openApiPlugin } from './plugins/openapi';
import { opsAccessPlugin } from './plugins/ops-access';
import { pageSessionPlugin } from './plugins/page-session';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestContextPlugin, requestIdOf } from './plugins/request-context';
import { securityHeadersPlugin, setSecurityHeaders, writeClientError } from './plugins/security';
import { createProviders, type Providers } from './providers';
import { ssrPlugin } from './ssr';
import './types';

/**
 * Brotli quality of responses compressed as they are sent (decision 0054).
 * Measured on a visitor's /jobs page (115 KB, its stylesheet inline): quality
 * 3 is 1.1-1.4 ms for 21.5 KB, quality 4 2.0-2.2 ms for 20.8 KB, the default
 * 11 about 50 ms; on the same page without the stylesheet (67 KB) 0.72 ms
 * against 1.23 ms, for 4 % more bytes.
 */
export const RESPONSE_BROTLI_QUALITY = 3;

/**
 * Response compression (HTTP_COMPRESSION): brotli or gzip for bodies of 1 KB
 * and more, at levels chosen for CPU per response: gzip level 4 is 0.95 ms
 * for the 67 KB page above (12.4 KB), brotli as above.
 * Bodies up to 256 KB (every page: a page is sent whole, decision 0052) are
 * compressed in one synchronous call: the library's default on 2 cores is
 * 8 KB, past which it streams the body through zlib in 4 KB pieces, one
 * thread-pool round trip each.
 */
const compressionOptions = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  syncThreshold: 256 * 1024,
  zlibOptions: { level: 4 },
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY } },
};

/** Largest form or JSON body of an API call (uploads set their own limit). */
export const BODY_LIMIT = 1024 * 1024;

export interface RouteEntry {
  methods: string[];
  url: string;
  /** Left out of the OpenAPI document (operations, catch-alls, the web). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** Mail, SMS, WeChat and one-time code settings (src/providers). */
    providers: Providers;
  }
}

export interface AppOptions {
  database: Database;
  bus: Bus;
  env: Env;
  /** The web's server build; without it only the API, the live channel and operations are served. */
  web?: ServerBuild | null;
  /** The web's built browser assets (apps/web/build/client). */
  webClientDir?: string | null;
  /** The outside services; built from env when not given (the server builds them once and logs their warnings). */
  providers?: Providers;
}

/** The whole server as a Fastify instance: plugins first, then the domains, then the web site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database, bus } = options;
  const app = Fastify({
    logger: loggerOptions(env),
    // One line per request is written by requestLogPlugin instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // A hop count is supported at run time (proxy-addr), though the type omits it.
    trustProxy: env.TRUST_PROXY as boolean | string[],
    bodyLimit: BODY_LIMIT,
    connectionTimeout: HTTP_TIMEOUT_MS,
    requestTimeout: HTTP_TIMEOUT_MS,
    handlerTimeout: HTTP_TIMEOUT_MS,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    // What Fastify refuses before routing (a path with a broken percent-encoding, say) still gets
    // an answer in the Accept-Language's language (no cookies are read yet): the envelope for the
    // API, a small page for the site.
    // The onRequest hooks have not run, so the security headers are set here.
    frameworkErrors: (_error, request, reply) => {
      const locale = pickLocale(undefined, request.headers['accept-language']);
      setSecurityHeaders(reply, { hsts: env.SECURE_COOKIES });
      if (request.url.startsWith('/api/')) void sendFailure(reply, ERROR_CODES.validation, locale);
      else void (reply as FastifyReply).code(400).type('text/html; charset=utf-8').send(badRequestPage(locale));
    },
    // What Node's HTTP parser refuses (headers too large: 431; a malformed request: 400)
    // never reaches a route; answer it with the security headers too.
    clientErrorHandler: (error, socket) => writeClientError(error, socket, { hsts: env.SECURE_COOKIES }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('database', database);
  app.decorate('bus', bus);
  app.decorate('env', env);
  // Password hashing on its own bounded pool of threads (decision 0012), closed with the app.
  const passwords = new Passwords({ threads: env.PASSWORD_HASH_THREADS, queue: env.PASSWORD_HASH_QUEUE });
  app.decorate('passwords', passwords);
  app.addHook('onClose', async () => passwords.close());
  const providers = options.providers ?? createProviders(env, database.db);
  app.decorate('providers', providers);
  if (!options.providers) app.addHook('onClose', async () => providers.mailer.close());
  app.decorateRequest('user', null);
  // Config per language, for the config call and the SSR bridge (decision 0020).
  app.decorate(
    'configCache',
    createConfigCache((locale) => loadConfig(database.db, locale, env), env.CONFIG_CACHE_MS),
  );
  // Job writes drop the cached searches and visitor pages that could show the job (decision 0022).
  app.decorate('jobWrites', new JobWrites());
  // Job page views, added in one statement every few seconds and once more on close (decision 0040).
  const jobViews = new JobViewCounter(() => database.db, app.log);
  app.decorate('jobViews', jobViews);
  app.addHook('onClose', async () => jobViews.flush());
  // The calls pages read while rendering, answered in process by the SSR bridge (decision 0051).
  app.decorate('directCalls', new DirectCalls());
  // Every route as registered, for checks such as "OpenAPI documents every call".
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  // Every handler counted while it runs, so a shutdown can wait for the ones whose client has gone.
  const inFlight = new InFlightHandlers();
  app.decorate('inFlight', inFlight);
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function counted(this: FastifyInstance, request, reply) {
      return inFlight.run(() => handler.call(this, request, reply));
    };
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    routeTable.push({
      methods,
      url: route.url,
      hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
    });
  });

  // One command connection for rate-limit counters and the readiness probe.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, connectionName: 'jobbridge-cmd' })
    : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));

  const hub = new Hub(bus, app.log, (sessionIds) => liveSessionIds(database.db, sessionIds));
  app.decorate('hub', hub);
  await hub.start();
  // Who is online across instances: through Redis when there are several.
  const presence: Presence = redis ? new RedisPresence(redis, hub, app.log, env.REDIS_PREFIX) : new LocalPresence(hub);
  app.decorate('presence', presence);
  hub.setOnlineCheck((userId) => presence.isOnline(userId));
  app.addHook('preClose', async () => {
    await presence.close();
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => {});
  });

  // Cross-cutting plugins. First: the database serves the oldest request's statements first (decision 0076).
  await app.register(arrivalOrderPlugin);
  await app.register(cookie);
  await app.register(requestContextPlugin);
  await app.register(securityHeadersPlugin, { docsPrefix: DOCS_PREFIX, hsts: env.SECURE_COOKIES });
  await app.register(opsAccessPlugin, { env, docsPrefix: DOCS_PREFIX });
  // Before any route reads a body or a session: other sites cannot act for a user (decision 0010).
  await app.register(crossSitePlugin, { publicOrigins: env.PUBLIC_ORIGINS });
  // The SSR bridge's in-process calls of one page share its session lookup (decision 0020).
  await app.register(pageSessionPlugin);
  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin);
  if (env.HTTP_COMPRESSION) await app.register(compress, compressionOptions);
  await app.register(formbody);
  await app.register(rateLimitPlugin, { redis, prefix: env.REDIS_PREFIX });
  // Development endpoints are never documented in production.
  await app.register(openApiPlugin, {
    hidePrefixes: env.NODE_ENV === 'production' ? ['/api/dev/'] : [],
    origins: env.PUBLIC_ORIGINS,
  });

  // Operations, the live channel, the API.
  await app.register(healthRoutes, { redis });
  await app.register(liveRoutes, { allowedOrigins: env.PUBLIC_ORIGINS });
  await app.register(
    apiPlugin([
      configRoutes,
      jobRoutes,
      hrRoutes,
      companyRoutes,
      accountRoutes,
      wechatRoutes,
      inviteRoutes,
      // The candidate's own space (docs/api/candidate.md).
      resumeRoutes,
      trackerRoutes,
      alertRoutes,
      managerRoutes,
      messageRoutes,
      privacyRoutes,
      dashboardRoutes,
      // Communities and events (decision 0029).
      activityRoutes,
      // The platform administrator's console (decision 0023).
      reviewRoutes,
      ...(env.DEV_TOOLS ? [devRoutes] : []),
    ]),
    { prefix: '/api' },
  );

  // robots.txt and sitemap.xml, before the web's catch-all.
  await app.register(seoRoutes);

  if (options.web) {
    await app.register(ssrPlugin, {
      build: options.web,
      clientDir: options.webClientDir ?? null,
      env,
      bodyLimit: BODY_LIMIT,
    });
  }
  return app;
}
