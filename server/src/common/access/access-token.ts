import { createSecretKey, type KeyObject } from 'node:crypto';

/** The cookie that carries the signed access token (a JWT, HS256). */
export const ACCESS_COOKIE = 'access_token';

/**
 * The HS256 key as a KeyObject, made once: given a string, jsonwebtoken first
 * tries it as a PEM key on every sign and verify (a thrown error each time).
 */
export function accessTokenKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret));
}
