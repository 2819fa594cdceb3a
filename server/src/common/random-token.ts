import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * `bytes` random bytes from the CSPRNG as base64url: a secret, a token, an
 * id. Taken from a pool filled 4 KiB at a time, as Node's randomUUID does:
 * each fill is a call into OpenSSL that cost a sign-in (three tokens) about
 * 50 µs; each byte is handed out once.
 */
export function randomToken(bytes: number): string {
  if (used + bytes > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(Math.max(POOL_BYTES, bytes)));
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}
