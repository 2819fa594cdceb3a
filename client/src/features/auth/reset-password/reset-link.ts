export type ResetLink =
  { valid: true; code: string } | { valid: false; reason: 'missing-code' | 'expired' };

/** F§2: a reset link is valid when it has a code and its exp timestamp is still ahead. */
export function readResetLink(params: URLSearchParams, now = Date.now()): ResetLink {
  const code = params.get('code');
  if (!code) return { valid: false, reason: 'missing-code' };
  const expiresAt = Number(params.get('exp'));
  return expiresAt > now ? { valid: true, code } : { valid: false, reason: 'expired' };
}
