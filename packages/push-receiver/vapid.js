import { Buffer } from 'node:buffer';
import { createPublicKey, verify } from 'node:crypto';

const DAY_S = 24 * 3600;

/**
 * Checks a request's VAPID authorisation (RFC 8292): `vapid t=<JWT>, k=<key>`,
 * the JWT signed ES256 by `k`, its audience the push service's origin, its
 * expiry in the next 24 hours and a `sub` contact. Answers the reason it
 * fails, or null with the sender's key.
 */
export function checkVapid(header, { audience, now = Date.now() }) {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return { reason: 'no "vapid" Authorization header' };
  const params = Object.fromEntries(
    match[1].split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name.trim(), value.join('=').trim()];
    }),
  );
  if (!params.t || !params.k) return { reason: 'the Authorization header lacks t= or k=' };
  const parts = params.t.split('.');
  if (parts.length !== 3) return { reason: 'the token is not a JWT' };
  const [encodedHeader, encodedClaims, signature] = parts;
  let jwtHeader;
  let claims;
  try {
    jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString());
    claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString());
  } catch {
    return { reason: 'the JWT is not JSON' };
  }
  if (jwtHeader.alg !== 'ES256') return { reason: `the JWT is signed ${jwtHeader.alg}, not ES256` };
  const senderKey = Buffer.from(params.k, 'base64url');
  if (senderKey.length !== 65 || senderKey[0] !== 0x04)
    return { reason: 'k is not an uncompressed P-256 public key' };
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: senderKey.subarray(1, 33).toString('base64url'),
      y: senderKey.subarray(33).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { reason: 'the JWT signature does not verify with k' };
  if (claims.aud !== audience) return { reason: `aud is ${claims.aud}, not ${audience}` };
  const nowS = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= nowS)
    return { reason: 'the JWT has expired' };
  if (claims.exp > nowS + DAY_S) return { reason: 'the JWT expires more than 24 hours ahead' };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return { reason: 'sub is not a mailto: or https: contact' };
  return { reason: null, senderKey: params.k };
}
