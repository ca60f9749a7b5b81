import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Responses that are not pages (API JSON, assets, errors) may load nothing at all. */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Swagger UI at /docs: its own scripts, inline styles and data: images, nothing else. */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Policy of server-rendered pages. React Router's hydration scripts are
 * inline, so scripts (and any inline <style>) carry the per-request nonce;
 * `style` attributes rendered on the server are allowed (style-src-attr).
 * Never 'unsafe-eval'. The live socket connects to the allowed origins.
 */
export function pageCsp(nonce: string, publicOrigins: readonly string[]): string {
  const sockets = publicOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  const secure = publicOrigins.some((origin) => origin.startsWith('https://'));
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${sockets.join(' ')}`.trim(),
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Gives a page response its nonce-bearing policy; returns the nonce. */
export function usePageCsp(reply: FastifyReply, publicOrigins: readonly string[]): string {
  const nonce = randomBytes(16).toString('base64');
  reply.header('content-security-policy', pageCsp(nonce, publicOrigins));
  return nonce;
}

/** Security headers on every response (Fastify sends no X-Powered-By). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { docsPrefix: string; hsts: boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      const docs = request.url === options.docsPrefix || request.url.startsWith(`${options.docsPrefix}/`);
      reply.header('content-security-policy', docs ? DOCS_CSP : NON_PAGE_CSP);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (options.hsts) reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    });
  },
  { name: 'security-headers' },
);
