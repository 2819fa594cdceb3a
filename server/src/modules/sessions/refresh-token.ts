import { createHash, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../../common/random-token.js';

/**
 * A refresh token is "<session id>.<256 random bits>": the id finds the
 * session even when the secret no longer matches (that is how reuse of a
 * rotated token is recognised); only a hash of the secret is stored.
 */
export function newRefreshSecret(): string {
  return randomToken(32);
}

export function formatRefreshToken(sessionId: string, secret: string): string {
  return `${sessionId}.${secret}`;
}

export function parseRefreshToken(
  token: string | undefined,
): { sessionId: string; secret: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  return match ? { sessionId: match[1]!, secret: match[2]! } : null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function sameHash(a: string | null, b: string): boolean {
  if (a === null || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
