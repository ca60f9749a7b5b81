import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOwnerSecret, newOwnerSecret, ownerProofs, type SceneAccess } from '../../providers';

/**
 * The requester's side of scene ownership (decision 0015). A browser holds
 * its owner secret in the `wx_owner` cookie (HttpOnly, SameSite=Lax), set by
 * wxQrcode; a client without cookies sends the scene's key, answered once by
 * wxQrcode, in the `wx-scene-key` header. A header, not a form field: a form
 * on another site cannot set it, so a forged form post can never carry an
 * attacker's key into a victim's session.
 */
export const SCENE_OWNER_COOKIE = 'wx_owner';
export const SCENE_KEY_HEADER = 'wx-scene-key';
/** The cookie outlives the newest scene by this much (it is only needed while a scene lives). */
const COOKIE_MARGIN_SECONDS = 60;

/** The owner secret of this requester: its cookie's when it has a well-formed one, else a new one. */
export function ownerSecretOf(request: FastifyRequest): string {
  const held = request.cookies?.[SCENE_OWNER_COOKIE];
  return isOwnerSecret(held) ? held : newOwnerSecret();
}

/** (Re)sets the owner cookie so that it lasts as long as the scene just made. */
export function keepOwnerCookie(request: FastifyRequest, reply: FastifyReply, secret: string, sceneSeconds: number) {
  reply.setCookie(SCENE_OWNER_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.env.PUBLIC_ORIGINS.every((origin) => origin.startsWith('https://')),
    maxAge: Math.max(1, Math.round(sceneSeconds)) + COOKIE_MARGIN_SECONDS,
  });
}

/** Who asks about `scene`: the session's user and what the request proves of the scene's owner. */
export function sceneAccess(request: FastifyRequest, scene: string): SceneAccess {
  const header = request.headers[SCENE_KEY_HEADER];
  return {
    userId: request.user?.user_id ?? null,
    proofs: ownerProofs(scene, {
      secret: request.cookies?.[SCENE_OWNER_COOKIE],
      sceneKey: typeof header === 'string' ? header.trim() : undefined,
    }),
  };
}
