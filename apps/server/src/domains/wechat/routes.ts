import {
  AppError,
  checkWxBindBody,
  checkWxBindData,
  delWxUserBody,
  delWxUserData,
  ERROR_CODES,
  wxQrcodeBody,
  wxQrcodeData,
  wxUserBody,
  wxUserData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { requireUser } from '../../plugins/auth';
import { answerHandshake, bindStatus, type PushQuery, startBind, unbind } from '../../providers';
import { createLimiter } from '../account/limits';
import { loadWxUser, processPush, sceneNotFound } from './service';

/** WeChat pushes are small XML documents. */
const PUSH_BODY_LIMIT = 64 * 1024;

/**
 * Scan-to-bind (providers/wechat): the signed-in user gets a QR code
 * (wxQrcode), scans it in WeChat, WeChat pushes the scan to /api/wechat/push,
 * the page polls checkWxBind (and gets a live `wechat_bound` message).
 */
export async function wechatRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const qrLimit = createLimiter(api, 'wx-qrcode', { max: 30, windowMs: 3_600_000 }, (request) =>
    request.user ? `user:${request.user.user_id}` : null,
  );

  defineCall(
    api,
    {
      path: '/wechat/wxQrcode',
      body: wxQrcodeBody,
      data: wxQrcodeData,
      summary: 'A QR code (scene) that binds the scanning WeChat account to the signed-in user',
      description:
        '4001; 4009 when WeChat is already bound; 4029 after 30/h per user; 5003 when WeChat is unreachable.',
    },
    async ({ request }) => {
      const me = requireUser(request);
      await qrLimit(request);
      const qr = await startBind(db(), api.providers.wechat.client, me.user_id);
      return { scene: qr.scene, url: qr.url, imageUrl: qr.imageUrl, expires_in: qr.expireSeconds };
    },
  );

  defineCall(
    api,
    {
      path: '/wechat/checkWxBind',
      body: checkWxBindBody,
      data: checkWxBindData,
      summary: "Where the user's own scene stands: waiting, scanned, bound, expired or failed",
      description: "4004 for an unknown scene or another user's; 4001.",
    },
    async ({ input, request }) => {
      const status = await bindStatus(db(), input.scene, requireUser(request).user_id);
      if (status === 'unknown') throw sceneNotFound();
      return { status };
    },
  );

  defineCall(
    api,
    {
      path: '/wechat/wxUser',
      body: wxUserBody,
      data: wxUserData,
      summary: 'Whether the signed-in user has WeChat bound',
    },
    async ({ request }) => loadWxUser(db(), requireUser(request).user_id),
  );

  defineCall(
    api,
    {
      path: '/wechat/delWxUser',
      body: delWxUserBody,
      data: delWxUserData,
      summary: 'Unbind WeChat from the signed-in user',
    },
    async ({ request }) => {
      await unbind(db(), requireUser(request).user_id);
      return null;
    },
  );

  // WeChat's own calls: the URL check (GET) and event pushes (POST, XML), signed with WECHAT_TOKEN.
  await api.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: PUSH_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const description =
      'Called by WeChat, signed with WECHAT_TOKEN (?signature=&timestamp=&nonce=). 403 on a bad or stale signature.';

    scope.get(
      '/wechat/push',
      { schema: { tags: ['wechat'], summary: "WeChat's URL check: answers echostr when signed", description } },
      async (request, reply) => {
        const answer = answerHandshake(api.providers.wechat.pushToken, request.query as PushQuery);
        if (answer === null) throw new AppError(ERROR_CODES.forbidden, 'providers.wechat.badSignature');
        return reply.type('text/plain; charset=utf-8').send(answer);
      },
    );

    scope.post(
      '/wechat/push',
      {
        bodyLimit: PUSH_BODY_LIMIT,
        schema: {
          tags: ['wechat'],
          summary: 'WeChat event push (plaintext XML): a QR scan binds the scene; answers success',
          description,
          consumes: ['text/xml', 'application/xml'],
        },
      },
      async (request, reply) => {
        await processPush(api, request.query as PushQuery, request.body);
        return reply.type('text/plain; charset=utf-8').send('success');
      },
    );
  });
}
