// The people of the notifications suite: users and sessions written straight
// into the database, graphql-ws clients subscribed as the web client is (some
// with a notification list open that they ask for again, as it does), what
// they heard, and the HTTP caller of the test-only mutations that make
// notifications happen.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import WebSocket from 'ws';
import { clientOperation } from './client-documents.mjs';
import { withClient } from './postgres.mjs';

/** The web client gathers the events of a burst into one refetch (client/src/lib/use-coalesced.ts). */
export const COALESCE_MS = 250;

const subscriptions = {
  added: clientOperation('NotificationAdded'),
  unread: clientOperation('UnreadCountChanged'),
};
const LIST = clientOperation('NotificationList');

/**
 * Users with live sessions, written straight into the database, and an
 * access token for each signed with the servers' secret; the first is HR
 * (who sends), the others students (who listen).
 * @param {string} databaseUrl @param {number} count @param {string} secret
 */
export async function seedUsers(databaseUrl, count, secret) {
  const users = Array.from({ length: count + 1 }, (_, i) => ({
    id: randomUUID(),
    sid: randomUUID(),
    email: `bench${i}@bench.local`,
    role: i === 0 ? 'hr' : 'student',
  }));
  await withClient(databaseUrl, async (db) => {
    for (let i = 0; i < users.length; i += 500) {
      const batch = users.slice(i, i + 500);
      await db.query(
        `INSERT INTO users (id, firstname, lastname, email, password_hash, role, verified)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::user_role[], $7::bool[])`,
        [
          batch.map((u) => u.id),
          batch.map(() => 'Bench'),
          batch.map(() => 'User'),
          batch.map((u) => u.email),
          batch.map(() => 'x'),
          batch.map((u) => u.role),
          batch.map(() => true),
        ],
      );
      await db.query(
        `INSERT INTO sessions (id, user_id, refresh_hash, expires_at)
         SELECT id, uid, 'x', now() + interval '1 day' FROM unnest($1::uuid[], $2::uuid[]) AS t(id, uid)`,
        [batch.map((u) => u.sid), batch.map((u) => u.id)],
      );
    }
  });
  const [hr, ...students] = users.map((u) => ({
    ...u,
    token: jwt.sign({ sub: u.id, sid: u.sid }, secret, { expiresIn: '1h' }),
  }));
  return { hr, students };
}

/**
 * What every client heard: per notification title, the moments it arrived
 * (and at which instance's clients), and how many unread counts came.
 */
export class Receipts {
  /** @type {Map<string, Array<{ at: number, instance: number }>>} */
  byTitle = new Map();
  /** The list refetches a notification brought about: when each was answered, and whether it failed. */
  /** @type {Map<string, Array<{ at: number, failed: boolean }>>} */
  refetches = new Map();
  unreadCounts = 0;

  /** @param {string} title @param {number} instance */
  heard(title, instance) {
    const list = this.byTitle.get(title) ?? [];
    list.push({ at: Date.now(), instance });
    this.byTitle.set(title, list);
  }

  /** @param {string[]} titles @param {boolean} failed */
  refetched(titles, failed) {
    const at = Date.now();
    for (const title of titles)
      this.refetches.set(title, [...(this.refetches.get(title) ?? []), { at, failed }]);
  }
}

/**
 * What a web client with a notification list open does on each new
 * notification: asks for its list again, once for a burst of them (the
 * unread count came with the event: it asks nothing else).
 * @param {string} url @param {{ token: string }} user @param {Receipts} receipts
 */
function listRefetcher(url, user, receipts) {
  /** @type {string[]} */ let waiting = [];
  return (/** @type {string} */ title) => {
    waiting.push(title);
    if (waiting.length > 1) return;
    setTimeout(async () => {
      const covered = waiting;
      waiting = [];
      const failed = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `access_token=${user.token}` },
        body: JSON.stringify({ query: LIST, variables: { limit: 10, skip: 0 } }),
      })
        .then(async (res) => !res.ok || 'errors' in (await res.json()))
        .catch(() => true);
      receipts.refetched(covered, failed);
    }, COALESCE_MS);
  };
}

/**
 * Opens one client subscribed as the web client is; resolves once the server acknowledged it.
 * @param {string} url @param {{ token: string }} user @param {number} instance @param {Receipts} receipts
 * @param {boolean} keepsListOpen
 * @returns {Promise<import('graphql-ws').Client>}
 */
export function connect(url, user, instance, receipts, keepsListOpen) {
  const refetchList = keepsListOpen ? listRefetcher(url, user, receipts) : () => {};
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: reject,
      webSocketImpl: class extends WebSocket {
        constructor(/** @type {string} */ address, /** @type {string[]} */ protocols) {
          super(address, protocols, {
            headers: { cookie: `access_token=${user.token}`, origin: url },
          });
        }
      },
      on: { connected: () => resolve(client) },
    });
    const sink = (/** @type {(data: any) => void} */ next) => ({
      next: (/** @type {{ data?: any }} */ { data }) => data && next(data),
      error: reject,
      complete: () => {},
    });
    client.subscribe(
      { query: subscriptions.added },
      sink((data) => {
        receipts.heard(data.notificationAdded.title, instance);
        refetchList(data.notificationAdded.title);
      }),
    );
    client.subscribe(
      { query: subscriptions.unread },
      sink(() => (receipts.unreadCounts += 1)),
    );
  });
}

/**
 * A signed-in HTTP caller of the test-only mutations that make notifications happen.
 * @param {string} url @param {{ token: string }} user
 */
export async function sender(url, user) {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  const headers = {
    'content-type': 'application/json',
    cookie: `access_token=${user.token}; XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf ?? '',
  };
  const send = async (/** @type {string} */ query, /** @type {object} */ variables) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  return {
    /** One notification to one user. */
    one: (/** @type {string} */ email, /** @type {string} */ title) =>
      send('mutation($i: TestNotificationInput!) { sendTestNotification(input: $i) }', {
        i: { email, title, message: 'bench', type: 'info' },
      }),
    /** One notification to every student; resolves to when it was committed. */
    everyone: async (/** @type {string} */ title) =>
      /** @type {number} */ (
        (
          await send(
            'mutation($i: TestBroadcastInput!) { sendTestBroadcast(input: $i) { committedAt } }',
            { i: { role: 'student', title, message: 'bench' } },
          )
        ).sendTestBroadcast.committedAt
      ),
  };
}
