import { clearTimeout, setTimeout } from 'node:timers';
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decryptMessage, newBrowserKeys } from './message-encryption.js';
import { checkVapid } from './vapid.js';

const PATH = /^\/push\/([0-9a-f-]{36})$/;

/**
 * A Web Push service on 127.0.0.1 (RFC 8030): subscriptions made as a
 * browser makes them, messages checked (VAPID, TTL, aes128gcm) and kept
 * decrypted per subscription. Over HTTPS, as every push service is (and
 * web-push speaks nothing else), with a certificate of its own.
 */
export async function startPushReceiver() {
  const subscriptions = new Map();
  const rejections = [];
  const waiters = new Set();
  const { key, cert } = selfSignedCertificate();
  const server = createServer({ key, cert }, (req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const answer = receive(req, Buffer.concat(chunks));
      if (answer.status >= 400 && answer.status !== 410)
        rejections.push({ endpoint: `${url}${req.url}`, ...answer });
      res.writeHead(answer.status, answer.headers ?? {}).end(answer.reason ?? '');
      for (const waiter of waiters) waiter();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${server.address().port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  function receive(req, body) {
    const match = PATH.exec(req.url ?? '');
    const subscription = match && subscriptions.get(match[1]);
    if (req.method !== 'POST' || !subscription)
      return { status: 404, reason: 'no such subscription' };
    if (subscription.gone) return { status: 410, reason: 'subscription expired' };
    const vapid = checkVapid(req.headers.authorization, { audience: url });
    if (vapid.reason) return { status: 401, reason: vapid.reason };
    if (subscription.applicationServerKey && vapid.senderKey !== subscription.applicationServerKey)
      return { status: 403, reason: 'k is not the key the subscription was made with' };
    const ttl = req.headers.ttl;
    if (ttl === undefined || !/^\d+$/.test(ttl))
      return { status: 400, reason: 'TTL header missing' };
    if (req.headers['content-encoding'] !== 'aes128gcm')
      return { status: 415, reason: 'Content-Encoding is not aes128gcm' };
    let payload;
    try {
      payload = decryptMessage(body, subscription.keys);
    } catch (error) {
      return { status: 400, reason: `cannot decrypt: ${error.message}` };
    }
    const messageId = randomUUID();
    subscription.messages.push({
      payload,
      text: () => payload.toString('utf8'),
      json: () => JSON.parse(payload.toString('utf8')),
      ttl: Number(ttl),
      urgency: req.headers.urgency ?? 'normal',
      topic: req.headers.topic,
      receivedAt: new Date(),
    });
    return { status: 201, headers: { Location: `${url}/message/${messageId}` } };
  }

  function find(endpoint) {
    const id = endpoint.slice(endpoint.lastIndexOf('/') + 1);
    const subscription = subscriptions.get(id);
    if (!subscription || !endpoint.startsWith(url)) throw new Error(`unknown endpoint ${endpoint}`);
    return subscription;
  }

  return {
    url,
    ca: cert,
    agent,
    rejections,
    subscribe({ applicationServerKey } = {}) {
      const id = randomUUID();
      const keys = newBrowserKeys();
      subscriptions.set(id, { keys, applicationServerKey, messages: [], gone: false });
      return {
        endpoint: `${url}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: keys.publicKey.toString('base64url'),
          auth: keys.authSecret.toString('base64url'),
        },
      };
    },
    messages: (endpoint) => [...find(endpoint).messages],
    expire(endpoint) {
      find(endpoint).gone = true;
    },
    waitForMessages(endpoint, count, timeoutMs = 5000) {
      const subscription = find(endpoint);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (subscription.messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...subscription.messages]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `${subscription.messages.length} of ${count} messages after ${timeoutMs} ms at ${endpoint}` +
                (rejections.length ? `; refused: ${JSON.stringify(rejections)}` : ''),
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A P-256 key and a certificate for 127.0.0.1 valid for two days, made by Debian's openssl. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'push-receiver-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
