import { wechatScenes } from '@jobbridge/db';
import {
  AppError,
  devCaptchaData,
  devCaptchaQuery,
  devOutboxData,
  devOutboxQuery,
  devWechatScanBody,
  devWechatScanData,
  ERROR_CODES,
  type OutboxMessage,
} from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { buildSignedPush, DevWechatClient, listOutboxMessages, type OutboxRow, randomOpenid } from '../../providers';
import { captchaAnswer } from './captcha-answers';

const presentOutbox = (row: OutboxRow): OutboxMessage => ({
  message_id: row.message_id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body_text: row.body_text,
  body_html: row.body_html,
  provider: row.provider,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

/**
 * Development tools, registered only when env.DEV_TOOLS is on (no real
 * provider configured, or DEV_TOOLS=true); otherwise these paths are 404.
 * They show codes in clear and let anyone play WeChat: never turn them on
 * for a site with real users.
 */
export async function devRoutes(api: FastifyInstance) {
  defineCall(
    api,
    {
      path: '/dev/captcha',
      method: 'GET',
      body: devCaptchaQuery,
      data: devCaptchaData,
      summary: 'Development tools: the answer of a picture captcha issued in the last 2 minutes',
      description: '404 when the development tools are off, or for an unknown or older captcha.',
    },
    async ({ input }) => {
      const text = captchaAnswer(input.uuid);
      if (!text) throw new AppError(ERROR_CODES.notFound);
      return { text };
    },
  );

  defineCall(
    api,
    {
      path: '/dev/outbox',
      method: 'GET',
      body: devOutboxQuery,
      data: devOutboxData,
      summary: 'Development tools: the latest 50 e-mails and SMS of the outbox (codes in clear)',
      description: '404 when the development tools are off.',
    },
    async ({ input }) => {
      const recipient = input.recipient?.includes('@')
        ? input.recipient.toLowerCase()
        : input.recipient?.replace(/[\s-]/g, '').replace(/^\+/, '');
      const rows = await listOutboxMessages(api.database.db, { recipient, channel: input.channel, limit: 50 });
      return { list: rows.map(presentOutbox) };
    },
  );

  defineCall(
    api,
    {
      path: '/dev/wechatScan',
      body: devWechatScanBody,
      data: devWechatScanData,
      summary: "Development tools: play WeChat's signed scan push for a scene against /api/wechat/push",
      description: '404 when the development tools are off.',
    },
    async ({ input }) => {
      const openid = input.openid ?? randomOpenid();
      // What WeChat's user info will say about this simulated account.
      const client = api.providers.wechat.client;
      if (client instanceof DevWechatClient && input.nickname)
        client.rememberProfile(openid, { nickname: input.nickname });
      const push = buildSignedPush({
        token: api.providers.wechat.pushToken,
        openid,
        scene: input.scene,
        event: input.event,
      });
      // Exactly as WeChat delivers it: signed query, XML body, no cookies.
      const response = await api.inject({
        method: 'POST',
        url: `/api/wechat/push?${new URLSearchParams(push.query)}`,
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        payload: push.xml,
      });
      // The simulator plays WeChat, not the scene's owner: it reads the status as stored.
      const [scene] = await api.database.db
        .select({ status: wechatScenes.status, expires_at: wechatScenes.expires_at })
        .from(wechatScenes)
        .where(eq(wechatScenes.scene, input.scene));
      const pending = scene?.status === 'waiting' || scene?.status === 'scanned';
      const status = !scene
        ? 'unknown'
        : pending && scene.expires_at.getTime() <= Date.now()
          ? 'expired'
          : scene.status;
      return { openid, answer: response.body, status };
    },
  );
}
