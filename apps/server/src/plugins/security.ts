import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { ERROR_CODES, errorKey, translate } from '@jobbridge/shared';
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

/** The headers every response carries (pages replace the CSP with their own). */
export function securityHeaders(options: { hsts: boolean; docs?: boolean }): Record<string, string> {
  return {
    'content-security-policy': options.docs ? DOCS_CSP : NON_PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(options.hsts ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

export function setSecurityHeaders(reply: FastifyReply, options: { hsts: boolean; docs?: boolean }): void {
  reply.headers(securityHeaders(options));
}

/** What Node's HTTP parser refuses, by error code: status and reason. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
};

/**
 * Answers a request Node could not parse (Fastify's clientErrorHandler): the
 * status, the security headers and the envelope, in both languages because no
 * header could be read; then closes the connection.
 */
export function writeClientError(error: Error & { code?: string }, socket: Duplex, options: { hsts: boolean }): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request'];
  const code = status === 408 ? ERROR_CODES.timeout : ERROR_CODES.validation;
  const msg = `${translate('en', errorKey(code))} / ${translate('zh', errorKey(code))}`;
  const body = Buffer.from(JSON.stringify({ success: false, code, msg, data: null }));
  const headers = { ...securityHeaders(options), 'content-type': 'application/json; charset=utf-8' };
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}content-length: ${body.length}\r\nconnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
}

/** Security headers on every response (Fastify sends no X-Powered-By). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { docsPrefix: string; hsts: boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      const docs = request.url === options.docsPrefix || request.url.startsWith(`${options.docsPrefix}/`);
      setSecurityHeaders(reply, { hsts: options.hsts, docs });
    });
  },
  { name: 'security-headers' },
);
