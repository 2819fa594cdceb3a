// Live notifications at scale: N authenticated graphql-ws clients, each
// subscribed to its own notifications, while notifications are created at a
// steady rate. Prints delivery latency (commit → receipt), losses and server
// memory per connection, next to what the spec's 30 s polling would give.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import WebSocket from 'ws';
import { startServer } from './lib/services.mjs';

const scales = (process.env.BENCH_NOTIFY_CLIENTS ?? '100,1000,2000').split(',').map(Number);
const rate = Number(process.env.BENCH_NOTIFY_RATE ?? 10);
const seconds = Number(process.env.BENCH_NOTIFY_SECONDS ?? 30);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POLL_INTERVAL_S = 30;

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** @param {number | undefined} pid */
const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** A throwaway database on the PostgreSQL server: users and sessions are written straight into it. */
async function withDatabase(work) {
  const name = `sasm_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Users with live sessions, and an access token for each (signed with the server's secret). */
async function seedUsers(databaseUrl, count, secret) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const users = Array.from({ length: count + 1 }, (_, i) => ({
    id: randomUUID(),
    sid: randomUUID(),
    email: `bench${i}@bench.local`,
    role: i === 0 ? 'hr' : 'student',
  }));
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
  await db.end();
  return users.map((u) => ({
    ...u,
    token: jwt.sign({ sub: u.id, sid: u.sid }, secret, { expiresIn: '1h' }),
  }));
}

/** Opens one subscribed client; resolves once the server acknowledged the connection. */
function connect(url, user, onPayload) {
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: reject,
      webSocketImpl: class extends WebSocket {
        constructor(address, protocols) {
          super(address, protocols, {
            headers: { cookie: `access_token=${user.token}`, origin: url },
          });
        }
      },
      on: { connected: () => resolve(client) },
    });
    client.subscribe(
      { query: 'subscription { notificationAdded { title createdAt } }' },
      {
        next: ({ data }) => data && onPayload(data.notificationAdded),
        error: reject,
        complete: () => {},
      },
    );
  });
}

/** A signed-in HTTP caller for the test-only mutation that makes a notification happen. */
async function sender(url, user) {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  const headers = {
    'content-type': 'application/json',
    cookie: `access_token=${user.token}; XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
  };
  return async (email, title) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: 'mutation($i: TestNotificationInput!) { sendTestNotification(input: $i) }',
        variables: { i: { email, title, message: 'bench', type: 'info' } },
      }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };
}

async function runScale(clients) {
  return withDatabase(async (databaseUrl) => {
    const secret = randomBytes(48).toString('base64url');
    const server = await startServer({
      env: { NODE_ENV: 'test', DATABASE_URL: databaseUrl, JWT_SECRET: secret },
    });
    const sockets = [];
    try {
      const [hr, ...students] = await seedUsers(databaseUrl, clients, secret);
      const rssBefore = rssKb(server.pid);
      /** @type {Map<string, number>} */ const latencies = new Map();
      for (let i = 0; i < students.length; i += 100) {
        sockets.push(
          ...(await Promise.all(
            students
              .slice(i, i + 100)
              .map((user) =>
                connect(server.url, user, (n) =>
                  latencies.set(n.title, Date.now() - Date.parse(n.createdAt)),
                ),
              ),
          )),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const rssConnected = rssKb(server.pid);

      const send = await sender(server.url, hr);
      const total = rate * seconds;
      const started = Date.now();
      const pending = [];
      for (let i = 0; i < total; i++) {
        const wait = started + (i * 1000) / rate - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const target = students[Math.floor(Math.random() * students.length)];
        pending.push(send(target.email, `n${i}`));
      }
      await Promise.all(pending);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const values = [...latencies.values()];
      return {
        clients,
        sent: total,
        lost: total - latencies.size,
        p50: quantile(values, 0.5),
        p99: quantile(values, 0.99),
        perConnectionKb: (rssConnected - rssBefore) / clients,
        rssMb: rssConnected / 1024,
      };
    } finally {
      await Promise.all(sockets.map((client) => client.dispose()));
      await server.stop();
    }
  });
}

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'notifications',
  description: `live delivery to N subscribed clients, ${rate}/s for ${seconds} s (PostgreSQL, one instance)`,
  async run() {
    const rows = [];
    for (const clients of scales) rows.push(await runScale(clients));
    console.log();
    console.log('clients  sent  lost  p50 ms  p99 ms  server RSS MB  KB/connection');
    for (const r of rows) {
      console.log(
        `${String(r.clients).padStart(7)}  ${String(r.sent).padStart(4)}  ${String(r.lost).padStart(4)}  ` +
          `${r.p50.toFixed(0).padStart(6)}  ${r.p99.toFixed(0).padStart(6)}  ${r.rssMb.toFixed(0).padStart(13)}  ${r.perConnectionKb.toFixed(1).padStart(13)}`,
      );
    }
    const last = rows.at(-1);
    console.log(
      `\nSpec's polling (every ${POLL_INTERVAL_S} s) for comparison: delivery p50 ≈ ${(POLL_INTERVAL_S / 2) * 1000} ms, ` +
        `p99 ≈ ${POLL_INTERVAL_S * 0.99 * 1000} ms, and ${(last.clients / POLL_INTERVAL_S).toFixed(0)} list requests/s ` +
        `at ${last.clients} clients even when nothing happens (subscriptions: 0).`,
    );
    console.log(`Goal: p99 ≤ 100 ms at 2,000 clients, ≤ 50 KB per connection.`);
  },
};
