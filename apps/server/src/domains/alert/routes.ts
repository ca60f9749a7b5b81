import {
  AppError,
  createJobAlertBody,
  createJobAlertData,
  createJobAlertStatusBody,
  createJobAlertStatusData,
  ERROR_CODES,
  getJobAlertBody,
  getJobAlertData,
  type Locale,
  translate,
  unsubscribeData,
  unsubscribeParams,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { defineRawCall, type RawContext } from '../../lib/raw-call';
import { REQUEST_LIMITS } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { escapeHtml } from '../../providers/mail/templates';
import { jobAlertOf } from './policy';
import { presentJobAlert } from './presenter';
import { findAlert, localeOfUser, saveAlert, setAlertEnabled, unsubscribeByToken, unsubscribeStateOf } from './service';

/** What the unsubscribe page says: the link is unknown, asks to confirm (GET), or is done. */
type UnsubscribeState = 'unknown' | 'confirm' | 'done';

/**
 * The page of the unsubscribe link: plain HTML, no script, in the user's
 * language. Opening the link only asks; its button posts to the same address.
 */
function unsubscribePage(locale: Locale, state: UnsubscribeState, origin: string, token: string): string {
  const t = (key: string) => translate(locale, `alert.unsubscribe.${key}`);
  const [title, body] = {
    unknown: [t('unknownTitle'), t('unknown')],
    confirm: [t('confirmTitle'), t('confirmText')],
    done: [t('title'), t('done')],
  }[state];
  const settings = `${origin}/setting?lang=${locale}`;
  const action = `/api/alert/unsubscribe/${encodeURIComponent(token)}`;
  return [
    '<!doctype html>',
    `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 24px;line-height:1.5;color:#1f2937}a{color:#1d4ed8}button{font:inherit;padding:8px 16px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}</style></head>',
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`,
    state === 'confirm'
      ? `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t('confirmButton'))}</button></form>`
      : '',
    `<p><a href="${escapeHtml(settings)}">${escapeHtml(t('settings'))}</a></p></main></body></html>`,
  ].join('\n');
}

const wantsJson = (request: FastifyRequest) => /application\/json/i.test(String(request.headers.accept ?? ''));

/**
 * Job alerts: /api/job/getJobAlert, createJobAlert, createJobAlertStatus (the
 * spec's paths) and the one-click unsubscribe link /api/alert/unsubscribe/{token}.
 */
export async function alertRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/job/getJobAlert',
      body: getJobAlertBody,
      data: getJobAlertData,
      summary: "The user's job alert, or the defaults when none was saved (saved: false)",
      description: 'user_id must be the session’s user: 4004 otherwise (as an unknown user); 4001.',
      pageRead: true,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const { user_id } = await authorize(me, 'read', jobAlertOf(db(), { user_id: input.user_id }));
      return presentJobAlert(await findAlert(db(), user_id), user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/job/createJobAlert',
      body: createJobAlertBody,
      data: createJobAlertData,
      summary: "Create or replace the user's job alert (spec section 3 fields)",
      description:
        'Lists are comma-separated; duplicates are dropped (any case); at most 5 industries, 5 companies (idealCompany and company_id each), 5 relocation cities, 10 job titles (4000 beyond); minimum_salary above maximum_salary is 4000; missing salaries take the defaults 40 and 90. Unknown company ids are dropped. 4001.',
      rateLimit: perRequest(REQUEST_LIMITS.createJobAlertPerIp),
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      return presentJobAlert(await saveAlert(db(), me.user_id, input, request.locale), me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/job/createJobAlertStatus',
      body: createJobAlertStatusBody,
      data: createJobAlertStatusData,
      summary: "Turn the user's job alert on or off",
      description: 'enabled: true/false. 4000; 4001.',
    },
    async ({ input, request }) => ({
      enabled: await setAlertEnabled(db(), requireUser(request).user_id, input.enabled),
    }),
  );

  /**
   * GET only reads: it asks to confirm (or says it is done); POST, from the
   * page's button or a mail client's one-click (RFC 8058), unsubscribes. A
   * link opened by a mail scanner or a prefetch changes nothing (decision 0010).
   */
  const unsubscribe = async ({ request, reply }: RawContext) => {
    const { token } = request.params as z.output<typeof unsubscribeParams>;
    const found =
      request.method === 'GET'
        ? await unsubscribeStateOf(db(), token)
        : await unsubscribeByToken(db(), token).then((done) => done && { ...done, unsubscribed: true });
    const locale = (found && (await localeOfUser(db(), found.user_id))) || request.locale;
    if (wantsJson(request)) {
      if (!found) throw new AppError(ERROR_CODES.notFound, 'alert.unsubscribe.unknown');
      return { unsubscribed: found.unsubscribed };
    }
    const state: UnsubscribeState = !found ? 'unknown' : found.unsubscribed ? 'done' : 'confirm';
    return reply
      .code(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      )
      .send(unsubscribePage(locale, state, api.env.SITE_ORIGIN, token));
  };
  const unsubscribeSpec = {
    path: '/alert/unsubscribe/:token',
    params: unsubscribeParams,
    data: unsubscribeData,
    rateLimit: perRequest(REQUEST_LIMITS.unsubscribePerIp),
  };
  defineRawCall(
    api,
    {
      ...unsubscribeSpec,
      method: 'GET',
      summary: 'The unsubscribe link of every digest: a page asking to confirm (changes nothing)',
      description:
        'Reads only: an HTML page whose button POSTs to the same address (or says the e-mails are already off), or the envelope { unsubscribed: boolean } when Accept asks for JSON. Unknown token: 4004 (a 404 page). No session needed.',
      produces: ['text/html', 'application/json'],
    },
    unsubscribe,
  );
  defineRawCall(
    api,
    {
      ...unsubscribeSpec,
      method: 'POST',
      summary: 'Unsubscribe from job alert e-mails: the page’s button, or a mail client’s one-click (RFC 8058)',
      description:
        'Turns settings.alert_email off for the token’s user; again answers the same. An HTML page, or the envelope { unsubscribed: true } when Accept asks for JSON. Unknown token: 4004 (a 404 page). No session needed.',
    },
    unsubscribe,
  );
}
