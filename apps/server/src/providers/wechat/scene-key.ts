import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Who may use a scene (decision 0015). A scene belongs to the browser or
 * client that asked for it: that requester holds a secret (a browser keeps it
 * in an HttpOnly cookie), the scene's key is HMAC-SHA256(secret, scene), and
 * the scene row stores only the SHA-256 of that key (`owner_hash`). A request
 * proves ownership with the secret (the cookie) or with the scene's key itself
 * (a header, for clients without cookies: the key is answered once, by
 * wxQrcode). Knowing the scene string alone proves nothing.
 */

/** A requester's secret: 32 random bytes, base64url (43 characters). */
export function newOwnerSecret(): string {
  return randomBytes(32).toString('base64url');
}

export const isOwnerSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** The key of one scene for the requester holding `secret`. */
export function sceneKeyOf(secret: string, scene: string): string {
  return createHmac('sha256', secret).update(scene).digest('base64url');
}

/** What the scene row stores of a scene key. */
export function ownerHashOf(sceneKey: string): string {
  return createHash('sha256').update(sceneKey).digest('hex');
}

export const isSceneKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * The owner hashes a request can prove for `scene`: from its secret (cookie)
 * and from a scene key it sent (header). Malformed values prove nothing.
 */
export function ownerProofs(scene: string, held: { secret?: unknown; sceneKey?: unknown }): string[] {
  const proofs: string[] = [];
  if (isOwnerSecret(held.secret)) proofs.push(ownerHashOf(sceneKeyOf(held.secret, scene)));
  if (isSceneKey(held.sceneKey)) proofs.push(ownerHashOf(held.sceneKey));
  return proofs;
}
