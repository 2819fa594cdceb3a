import { Buffer } from 'node:buffer';
import assert from 'node:assert/strict';
import { createPrivateKey, sign } from 'node:crypto';
import { request } from 'node:https';
import { after, before, describe, it } from 'node:test';
import webPush from 'web-push';
import { startPushReceiver } from './index.js';
import { decryptMessage, newBrowserKeys } from './message-encryption.js';

const vapid = webPush.generateVAPIDKeys();
const vapidDetails = {
  subject: 'mailto:ops@example.edu',
  publicKey: vapid.publicKey,
  privateKey: vapid.privateKey,
};

describe('decryptMessage', () => {
  it("reads what web-push's aes128gcm encryption wrote for the browser's keys", () => {
    const keys = newBrowserKeys();
    const text = JSON.stringify({ title: 'Leave approved', body: 'é — ✓' });
    const encrypted = webPush.encrypt(
      keys.publicKey.toString('base64url'),
      keys.authSecret.toString('base64url'),
      text,
      'aes128gcm',
    );
    // aes128gcm carries the salt and the sender's key in the body's header.
    assert.equal(decryptMessage(encrypted.cipherText, keys).toString('utf8'), text);
  });

  it('refuses a body encrypted for another browser', () => {
    const keys = newBrowserKeys();
    const other = newBrowserKeys();
    const encrypted = webPush.encrypt(
      other.publicKey.toString('base64url'),
      other.authSecret.toString('base64url'),
      'secret',
      'aes128gcm',
    );
    assert.throws(() => decryptMessage(encrypted.cipherText, keys));
  });
});

describe('startPushReceiver', () => {
  let receiver;
  before(async () => {
    receiver = await startPushReceiver();
  });
  after(() => receiver.close());

  const send = (subscription, payload, options = {}) =>
    webPush.sendNotification(subscription, payload, {
      vapidDetails,
      TTL: 60,
      agent: receiver.agent,
      ...options,
    });

  it('accepts a VAPID-signed message and keeps it decrypted, with its TTL', async () => {
    const subscription = receiver.subscribe({ applicationServerKey: vapid.publicKey });
    const result = await send(subscription, JSON.stringify({ title: 'Hello' }));
    assert.equal(result.statusCode, 201);
    const [message] = receiver.messages(subscription.endpoint);
    assert.deepEqual(message.json(), { title: 'Hello' });
    assert.equal(message.ttl, 60);
  });

  it('refuses a message without VAPID, and one signed with another key than subscribed with', async () => {
    const subscription = receiver.subscribe({ applicationServerKey: vapid.publicKey });
    await assert.rejects(send(subscription, 'x', { vapidDetails: undefined }), { statusCode: 401 });
    const otherKeys = webPush.generateVAPIDKeys();
    await assert.rejects(
      send(subscription, 'x', { vapidDetails: { ...vapidDetails, ...otherKeys } }),
      { statusCode: 403 },
    );
    assert.deepEqual(receiver.messages(subscription.endpoint), []);
  });

  it('refuses a JWT for another audience or expiring beyond 24 hours', async () => {
    const subscription = receiver.subscribe();
    const headers = (audience, expiration) =>
      webPush.getVapidHeaders(
        audience,
        vapidDetails.subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
        expiration,
      );
    const post = (authorization) =>
      new Promise((resolve, reject) => {
        const body = webPush.encrypt(
          subscription.keys.p256dh,
          subscription.keys.auth,
          'x',
          'aes128gcm',
        ).cipherText;
        const req = request(subscription.endpoint, {
          method: 'POST',
          agent: receiver.agent,
          headers: { Authorization: authorization, TTL: '60', 'Content-Encoding': 'aes128gcm' },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const wrongAudience = await post(headers('https://push.example.com', inAnHour).Authorization);
    assert.equal(wrongAudience.status, 401);
    assert.match(wrongAudience.text, /aud is https:\/\/push.example.com/);
    const farAhead = Math.floor(Date.now() / 1000) + 25 * 3600;
    // web-push itself refuses to sign beyond 24 hours: the JWT is made by hand here.
    const signed = forgeToken(receiver.url, farAhead);
    const tooLong = await post(`vapid t=${signed}, k=${vapid.publicKey}`);
    assert.equal(tooLong.status, 401);
    assert.match(tooLong.text, /more than 24 hours/);
    assert.equal((await post(headers(receiver.url, inAnHour).Authorization)).status, 201);
  });

  it('answers 410 Gone for an expired subscription, and waits for messages', async () => {
    const subscription = receiver.subscribe();
    const arriving = receiver.waitForMessages(subscription.endpoint, 2);
    await send(subscription, 'one');
    await send(subscription, 'two');
    assert.deepEqual(
      (await arriving).map((message) => message.text()),
      ['one', 'two'],
    );
    receiver.expire(subscription.endpoint);
    await assert.rejects(send(subscription, 'three'), { statusCode: 410 });
  });
});

/** An ES256 VAPID JWT signed with the test's private key, for claims web-push will not make. */
function forgeToken(audience, exp) {
  const claims = { aud: audience, exp, sub: vapidDetails.subject };
  const publicKey = Buffer.from(vapid.publicKey, 'base64url');
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: vapid.privateKey,
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33).toString('base64url'),
    },
  });
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  return `${unsigned}.${signature.toString('base64url')}`;
}
