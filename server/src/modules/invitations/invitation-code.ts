import { createHash, randomBytes } from 'node:crypto';

/** An invitation link lives a week: long enough for a new colleague to read their mail. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

/** 256 random bits, like every code the product mails (ARCHITECTURE §5); only the hash is stored. */
export function newInvitationCode(): { code: string; codeHash: string; expiresAt: Date } {
  const code = randomBytes(32).toString('base64url');
  return {
    code,
    codeHash: hashInvitationCode(code),
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
  };
}

export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

export const isInvitationCode = (code: string) => /^[A-Za-z0-9_-]{43}$/.test(code);
