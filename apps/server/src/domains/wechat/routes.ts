import {
  AppError,
  checkWxBindBody,
  checkWxBindData,
  delWxUserBody,
  delWxUserData,
  ERROR_CODES,
  wxLoginBody,
  wxLoginData,
  wxQrcodeBody,
  wxQrcodeData,
  wxSceneBody,
  wxSceneData,
  wxUserBody,
  wxUserData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { defineFileRoute } from '../../lib/raw-call';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { byIp, byUser, createLimiter } from '../../plugins/rate-limit';
import {
  answerHandshake,
  bindStatus,
  type PushQuery,
  startBind,
  startLogin,
  takeLoginScene,
  unbind,
} from '../../providers';
import { startSession } from '../account/service';
import { userInfoOf } from '../account/user-info';
import { keepOwnerCookie, ownerSecretOf, SCENE_KEY_HEADER, sceneAccess } from './scene-owner';
import { loadScene, loadWxUser, processPush, pushAccepted, sceneNotFound } from './service';

/** WeChat pushes are small XML documents. */
const PUSH_BODY_LIMIT = 64 * 1024;

/**
 * Scan-to-bind (providers/wechat): the signed-in user gets a QR code
 * (wxQrcode), scans it in WeChat, WeChat pushes the scan to /api/wechat/push,
 * the page polls checkWxBind (and gets a live `wechat_bound` message).
 * Scan-to-sign-in: a visitor gets a sign-in QR code (wxQrcode purpose login),
 * polls checkWxBind, and on `bound` takes the session with wxLogin; on
 * `scanned` (a WeChat account bound to nobody) goes to /bind.
 *
 * Every scene belongs to the browser (or client) that asked for it
 * (scene-owner.ts, decision 0015): the calls naming a scene answer only it.
 */
export async function wechatRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const qrLimit = createLimiter(api, 'wx-qrcode', REQUEST_LIMITS.wxBindQrcodePerUser, byUser);
  // Sign-in codes are asked for by visitors: counted per IP, like the other sign-in calls.
  const loginQrLimit = createLimiter(api, 'wx-login-qrcode', REQUEST_LIMITS.wxLoginQrcodePerIp, byIp(api));
  const wxLoginLimit = createLimiter(api, 'wx-login', REQUEST_LIMITS.wxLoginPerIp, byIp(api));

  defineCall(
    api,
    {
      path: '/wechat/wxQrcode',
      body: wxQrcodeBody,
      data: wxQrcodeData,
      summary:
        'A QR code (scene): purpose bind binds the scanning WeChat account to the signed-in user; purpose login signs a visitor in',
      description:
        `The scene belongs to the requester: a browser gets its owner secret in the HttpOnly wx_owner cookie; a client without cookies sends scene_key back in the ${SCENE_KEY_HEADER} header of every call naming the scene. ` +
        `bind: 4001; 4009 when WeChat is already bound; 4029 after ${rateText(REQUEST_LIMITS.wxBindQrcodePerUser)} per user. ` +
        `login: 4029 after ${rateText(REQUEST_LIMITS.wxLoginQrcodePerIp)} per IP. 5003 when WeChat is unreachable.`,
    },
    async ({ input, request, reply }) => {
      const secret = ownerSecretOf(request);
      let qr: Awaited<ReturnType<typeof startBind>>;
      if (input.purpose === 'login') {
        await loginQrLimit(request);
        qr = await startLogin(db(), api.providers.wechat.client, secret);
      } else {
        const me = requireUser(request);
        await qrLimit(request);
        qr = await startBind(db(), api.providers.wechat.client, me.user_id, secret);
      }
      keepOwnerCookie(request, reply, secret, qr.expireSeconds);
      return {
        scene: qr.scene,
        url: qr.url,
        imageUrl: qr.imageUrl,
        expires_in: qr.expireSeconds,
        scene_key: qr.sceneKey,
      };
    },
  );

  defineCall(
    api,
    {
      path: '/wechat/wxLogin',
      body: wxLoginBody,
      data: wxLoginData,
      summary: 'Sign in with a sign-in scene that a bound WeChat account scanned; sets a new session (once per scene)',
      description:
        "4004 when the scene is unknown, another requester's, not scanned by a bound account, already used or expired; " +
        `4029 after ${rateText(REQUEST_LIMITS.wxLoginPerIp)} per IP.`,
    },
    async ({ input, request, reply }) => {
      await wxLoginLimit(request);
      const userId = await takeLoginScene(db(), input.scene, sceneAccess(request, input.scene).proofs);
      if (userId === null) throw sceneNotFound();
      await startSession(db(), request, reply, userId);
      return userInfoOf(db(), userId);
    },
  );

  defineCall(
    api,
    {
      path: '/wechat/checkWxBind',
      body: checkWxBindBody,
      data: checkWxBindData,
      summary:
        "Where a scene stands: waiting, scanned, bound, expired or failed (the user's own bind scene, or a sign-in scene)",
      description:
        "4004 for an unknown scene, another requester's scene (without its wx_owner cookie or wx-scene-key header), another user's bind scene, or a bind scene asked about without a session. For a sign-in scene: scanned means an unbound WeChat account scanned it (bind it with account/bindUser after signing in); bound means wxLogin will sign in.",
    },
    async ({ input, request }) => {
      const status = await bindStatus(db(), input.scene, sceneAccess(request, input.scene));
      if (status === 'unknown') throw sceneNotFound();
      return { status };
    },
  );

  defineCall(
    api,
    {
      path: '/wechat/wxScene',
      body: wxSceneBody,
      data: wxSceneData,
      summary:
        "One of this requester's scenes: its status and, while scanned, which WeChat account scanned it (nickname and avatar as WeChat told them, the openid's last 6 characters, the time)",
      description: "4004 for an unknown scene or another requester's (as checkWxBind).",
    },
    async ({ input, request }) => loadScene(db(), sceneAccess(request, input.scene), input.scene),
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
      'Called by WeChat, signed with WECHAT_TOKEN (?signature=&timestamp=&nonce=). 403 on a bad or stale signature, and for everything when no Official Account is configured (WECHAT_APP_ID) and the development tools are off.';

    defineFileRoute(
      scope,
      { method: 'GET', path: '/wechat/push', summary: "WeChat's URL check: answers echostr when signed", description },
      async ({ request, reply }) => {
        const answer = pushAccepted(api)
          ? answerHandshake(api.providers.wechat.pushToken, request.query as PushQuery)
          : null;
        if (answer === null) throw new AppError(ERROR_CODES.forbidden, 'providers.wechat.badSignature');
        return reply.type('text/plain; charset=utf-8').send(answer);
      },
    );

    defineFileRoute(
      scope,
      {
        method: 'POST',
        path: '/wechat/push',
        bodyLimit: PUSH_BODY_LIMIT,
        summary: 'WeChat event push (plaintext XML): a QR scan binds the scene; answers success',
        description,
        consumes: ['text/xml', 'application/xml'],
      },
      async ({ request, reply }) => {
        await processPush(api, request.query as PushQuery, request.body);
        return reply.type('text/plain; charset=utf-8').send('success');
      },
    );
  });
}
