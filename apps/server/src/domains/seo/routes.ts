import { AppError, ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REQUEST_LIMITS } from '../../limits';
import { perRequest } from '../../plugins/rate-limit';
import { countSitemapPages, sitemapIndexXml, sitemapPages, sitemapParts, urlsetXml } from './sitemap';

/** Paths crawlers are asked to leave alone: the API, the development tools and the account pages. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/dev/',
  '/profile',
  '/tracker',
  '/setting',
  '/message',
  '/step',
  '/basicinfo',
  '/bind',
  '/bindemail',
  '/emailcheck',
  '/email/confirm/',
  '/wxbind',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML = 'application/xml; charset=utf-8';
/** Crawlers fetch these rarely; an hour keeps them cheap without hiding new jobs for long. */
const CACHE = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml (with /sitemap-N.xml parts past 50,000 URLs).
 * Registered before the web's catch-all; absolute URLs use the first
 * PUBLIC_ORIGIN.
 */
export async function seoRoutes(app: FastifyInstance) {
  const origin = app.env.SITE_ORIGIN;
  const hidden = { hide: true };
  const limited = { rateLimit: perRequest(REQUEST_LIMITS.sitemapPerIp) };
  const xml = (reply: FastifyReply, body: string) => reply.type(XML).header('cache-control', CACHE).send(body);

  app.get('/robots.txt', { schema: hidden }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', { schema: hidden, config: limited }, async (_request, reply) => {
    const db = app.database.db;
    const totals = await countSitemapPages(db);
    const parts = sitemapParts(totals);
    if (parts > 1) return xml(reply, sitemapIndexXml(origin, parts, new Date()));
    return xml(reply, urlsetXml(origin, await sitemapPages(db, 1, totals)));
  });

  app.get<{ Params: { part: string } }>(
    '/sitemap-:part.xml',
    { schema: hidden, config: limited },
    async (request, reply) => {
      const part = /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : 0;
      const db = app.database.db;
      const totals = await countSitemapPages(db);
      if (part < 1 || part > sitemapParts(totals)) throw new AppError(ERROR_CODES.notFound);
      return xml(reply, urlsetXml(origin, await sitemapPages(db, part, totals)));
    },
  );
}
