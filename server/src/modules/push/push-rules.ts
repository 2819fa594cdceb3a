import { isVapidPublicKey } from '../../config/vapid-keys.js';

export const PUSH = {
  notFound: 'Push subscription not found',
  notWithAToken: 'Push notifications belong to a browser: an API token cannot turn them on.',
  endpoint: 'The push endpoint must be an https:// address of a push service.',
  p256dh: "The subscription's p256dh key must be a base64url P-256 public key.",
  auth: "The subscription's auth secret must be 16 bytes, base64url.",
};

const ENDPOINT_MAX = 2048;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;
const IP_LITERAL = /^(\d+\.\d+\.\d+\.\d+|\[[0-9a-f:.]+\])$/i;

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What is wrong with a browser's subscription, field by field (none: empty).
 * The server posts to the endpoint, so it must look like a push service: an
 * https:// host name, not an address inside our network (tests' push service
 * on loopback is the one exception, `allowLoopback`).
 */
export function subscriptionRefusals(
  input: PushSubscriptionInput,
  { allowLoopback }: { allowLoopback: boolean },
): Partial<Record<keyof PushSubscriptionInput, string>> {
  const refusals: Partial<Record<keyof PushSubscriptionInput, string>> = {};
  if (!isPushEndpoint(input.endpoint, allowLoopback)) refusals.endpoint = PUSH.endpoint;
  // The browser's key is a P-256 point in the same form as the server's VAPID key.
  if (!isVapidPublicKey(input.p256dh)) refusals.p256dh = PUSH.p256dh;
  const auth = Buffer.from(input.auth, 'base64url');
  if (auth.length !== 16 || auth.toString('base64url') !== input.auth) refusals.auth = PUSH.auth;
  return refusals;
}

function isPushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  if (endpoint.length > ENDPOINT_MAX) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (allowLoopback && LOOPBACK.test(url.hostname)) return true;
  return (
    !IP_LITERAL.test(url.hostname) && !LOOPBACK.test(url.hostname) && url.hostname.includes('.')
  );
}
