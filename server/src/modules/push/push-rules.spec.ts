import { describe, expect, it } from '@jest/globals';
import { createECDH, randomBytes } from 'node:crypto';
import { PUSH, subscriptionRefusals } from './push-rules.js';

const browserKey = () => {
  const ecdh = createECDH('prime256v1');
  return ecdh.generateKeys().toString('base64url');
};
const valid = () => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  p256dh: browserKey(),
  auth: randomBytes(16).toString('base64url'),
});

describe(subscriptionRefusals.name, () => {
  it('accepts a subscription as a browser gives it', () => {
    expect(subscriptionRefusals(valid(), { allowLoopback: false })).toEqual({});
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://10.0.0.5/push',
    'https://[::1]:8443/push',
    'https://localhost/push',
    'https://intranet/push',
    'not a url',
  ])('refuses the endpoint %s', (endpoint) => {
    expect(subscriptionRefusals({ ...valid(), endpoint }, { allowLoopback: false })).toEqual({
      endpoint: PUSH.endpoint,
    });
  });

  it('accepts a loopback push service only where allowed (tests)', () => {
    const endpoint = 'https://127.0.0.1:4443/push/1';
    expect(subscriptionRefusals({ ...valid(), endpoint }, { allowLoopback: true })).toEqual({});
    expect(subscriptionRefusals({ ...valid(), endpoint }, { allowLoopback: false })).toEqual({
      endpoint: PUSH.endpoint,
    });
  });

  it('refuses keys that are not a P-256 point and an auth secret not of 16 bytes', () => {
    const refusals = subscriptionRefusals(
      { ...valid(), p256dh: randomBytes(65).toString('base64url'), auth: 'c2hvcnQ' },
      { allowLoopback: false },
    );
    expect(refusals).toEqual({ p256dh: PUSH.p256dh, auth: PUSH.auth });
  });
});
