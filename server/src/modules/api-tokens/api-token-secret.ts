import { createHash } from 'node:crypto';
import { randomToken } from '../../common/random-token.js';

/** Recognisable by secret scanners (GitHub's `ghp_`, Slack's `xoxp-`): a leaked token can be found and revoked. */
export const API_TOKEN_PREFIX = 'sasm_pat_';
const SHOWN_SECRET_CHARS = 6;
const TOKEN_PATTERN = /^sasm_pat_[A-Za-z0-9_-]{43}$/;

/** A new token (256 random bits), the part of it shown in lists, and the hash that is stored. */
export function newApiTokenSecret(): { token: string; prefix: string; hash: string } {
  const token = `${API_TOKEN_PREFIX}${randomToken(32)}`;
  return {
    token,
    prefix: token.slice(0, API_TOKEN_PREFIX.length + SHOWN_SECRET_CHARS),
    hash: hashApiToken(token),
  };
}

/** A fast hash is enough: the secret has 256 random bits, nothing to brute-force. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function looksLikeApiToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
