import { bindUserBody, bindUserData, delUserTmpBody, delUserTmpData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { requireUser } from '../../plugins/auth';
import { sceneAccess } from '../wechat/scene-owner';
import { bindScene, cancelScene } from '../wechat/service';
import { userInfoOf } from './user-info';

/** The account side of a WeChat scene (the spec puts them under /account): binding it, or cancelling it. */
export function registerWechatBindingRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/account/bindUser',
      body: bindUserBody,
      data: bindUserData,
      summary: 'Bind the WeChat user waiting on this scene to the signed-in user',
      description:
        "Only for the browser or client that asked for the scene (its wx_owner cookie, or the wx-scene-key header; decision 0015). 4004 unknown, expired or not yet scanned scene, another requester's or another user's (alike); 4009 WeChat bound elsewhere; 4001.",
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await bindScene(api, { ...sceneAccess(request, input.scene), userId: me.user_id }, input.scene);
      return userInfoOf(db(), me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/delUserTmp',
      body: delUserTmpBody,
      data: delUserTmpData,
      summary:
        "Cancel a pending scene of this requester: the signed-in user's bind scene, or a sign-in scene not yet taken (nothing happens for any other scene)",
    },
    async ({ input, request }) => {
      await cancelScene(db(), sceneAccess(request, input.scene), input.scene);
      return null;
    },
  );
}
