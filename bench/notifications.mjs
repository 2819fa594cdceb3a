// Live notifications at scale: N graphql-ws clients, each subscribed as the
// web client is (its NotificationAdded and UnreadCountChanged on one
// connection), while notifications happen: a steady rate to one client each,
// bursts of many at once, and broadcasts of one notification to everyone.
// One instance at each of BENCH_NOTIFY_CLIENTS, then two instances sharing
// Redis with BENCH_NOTIFY_SCALEOUT_CLIENTS split between them. Prints losses,
// latencies and server memory per connection beside the goals, and what the
// spec's 30 s polling would give instead.
import { randomBytes } from 'node:crypto';
import { sleep } from './lib/day-load.mjs';
import { COALESCE_MS, connect, Receipts, seedUsers, sender } from './lib/notify-people.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { printGrid } from './lib/report.mjs';
import { statusBytes } from './lib/rss.mjs';
import { positiveNumber } from './lib/settings.mjs';
import { median, quantile } from './lib/stats.mjs';
import { startServer } from './lib/services.mjs';

const scales = (process.env.BENCH_NOTIFY_CLIENTS ?? '100,1000,2000').split(',').map(Number);
const SCALEOUT_CLIENTS = positiveNumber('BENCH_NOTIFY_SCALEOUT_CLIENTS', 10_000, {
  allowZero: true,
});
const RATE = positiveNumber('BENCH_NOTIFY_RATE', 10);
const SECONDS = positiveNumber('BENCH_NOTIFY_SECONDS', 20);
const BURSTS = positiveNumber('BENCH_NOTIFY_BURSTS', 3);
const BURST = positiveNumber('BENCH_NOTIFY_BURST', 100);
const BROADCASTS = positiveNumber('BENCH_NOTIFY_BROADCASTS', 10);
/** Of the clients, the share with a notification list open (the page, or the bell's popover). */
const LIST_SHARE = Number(process.env.BENCH_NOTIFY_LIST_SHARE ?? 0.1);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const POLL_INTERVAL_S = 30;
const GOALS = { singleP99Ms: 100, broadcastP99Ms: 50, perConnectionKb: 50 };
/** Time for the last deliveries of a phase to arrive before losses are counted. */
const SETTLE_MS = 2000;

/**
 * Single notifications: a steady rate to random clients, then bursts of many
 * at once; each timed from the moment it was sent to its receipt.
 * @param {Awaited<ReturnType<typeof sender>>} send @param {{ email: string }[]} students
 * @param {Receipts} receipts
 */
async function singles(send, students, receipts) {
  /** @type {Map<string, number>} */ const sentAt = new Map();
  const one = (/** @type {string} */ title) => {
    const target = students[Math.floor(Math.random() * students.length)];
    sentAt.set(title, Date.now());
    return send.one(target.email, title);
  };
  const steady = [];
  const started = performance.now();
  for (let i = 0; i < RATE * SECONDS; i += 1) {
    await sleep(started + (i * 1000) / RATE - performance.now());
    steady.push(one(`steady ${i}`));
  }
  await Promise.all(steady);
  for (let b = 0; b < BURSTS; b += 1) {
    await sleep(1000);
    await Promise.all(Array.from({ length: BURST }, (_, i) => one(`burst ${b} ${i}`)));
  }
  await sleep(SETTLE_MS);
  const latencies = (/** @type {string} */ prefix) => {
    const sent = [...sentAt].filter(([title]) => title.startsWith(prefix));
    const heard = sent.flatMap(([title, at]) =>
      (receipts.byTitle.get(title) ?? []).map((r) => r.at - at),
    );
    return { sent: sent.length, lost: sent.length - heard.length, values: heard };
  };
  return { steady: latencies('steady'), bursts: latencies('burst') };
}

/**
 * Broadcasts: one notification to every client, one a second; for each, the
 * last receipt at each instance's clients after the commit.
 * @param {Awaited<ReturnType<typeof sender>>} send @param {number[]} clientsPerInstance
 * @param {Receipts} receipts
 */
async function broadcasts(send, clientsPerInstance, receipts) {
  /** @type {Array<{ title: string, committedAt: number }>} */ const sent = [];
  for (let b = 0; b < BROADCASTS; b += 1) {
    await sleep(1000);
    const title = `broadcast ${b}`;
    sent.push({ title, committedAt: await send.everyone(title) });
  }
  await sleep(SETTLE_MS);
  const perInstance = clientsPerInstance.map((expected, instance) => {
    let lost = 0;
    const lastReceipts = sent.map(({ title, committedAt }) => {
      const here = (receipts.byTitle.get(title) ?? []).filter((r) => r.instance === instance);
      lost += expected - here.length;
      return Math.max(...here.map((r) => r.at)) - committedAt;
    });
    return { instance, clients: expected, sent: sent.length, lost, lastReceipts };
  });
  const refetches = sent.map(({ title }) => receipts.refetches.get(title) ?? []);
  return {
    perInstance,
    refetches: {
      perBroadcast: median(refetches.map((each) => each.length)),
      failed: refetches.flat().filter((each) => each.failed).length,
      lastAnswered: sent
        .map(({ committedAt }, i) => Math.max(...refetches[i].map((r) => r.at)) - committedAt)
        .filter(Number.isFinite),
    },
  };
}

/**
 * Starts `instances` servers on one new database (sharing Redis when more
 * than one), connects `clients` clients spread over them, and measures.
 * @param {number} clients @param {number} instances
 */
async function runScale(clients, instances) {
  const database = await createDatabase('notify');
  /** @type {Array<Awaited<ReturnType<typeof startServer>>>} */ const servers = [];
  /** @type {import('graphql-ws').Client[]} */ const sockets = [];
  try {
    const secret = randomBytes(48).toString('base64url');
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      JWT_SECRET: secret,
      ...(instances > 1 ? { REDIS_URL } : {}),
    };
    for (let i = 0; i < instances; i += 1) servers.push(await startServer({ env }));
    const { hr, students } = await seedUsers(database.url, clients, secret);
    const rssBefore = servers.map((server) =>
      statusBytes(/** @type {number} */ (server.pid), 'VmRSS'),
    );
    const receipts = new Receipts();
    for (let i = 0; i < students.length; i += 100)
      sockets.push(
        ...(await Promise.all(
          students.slice(i, i + 100).map((user, k) => {
            const instance = (i + k) % instances;
            const keepsListOpen = (i + k) % Math.round(1 / LIST_SHARE) === 0;
            return connect(servers[instance].url, user, instance, receipts, keepsListOpen);
          }),
        )),
      );
    await sleep(1000);
    const rssConnected = servers.map((server) =>
      statusBytes(/** @type {number} */ (server.pid), 'VmRSS'),
    );
    const send = await sender(servers[0].url, hr);
    const clientsPerInstance = servers.map(
      (_, instance) => students.filter((__, i) => i % instances === instance).length,
    );
    // Unrecorded: the first broadcast also compiles its path through the server.
    await send.everyone('warm-up');
    const single = await singles(send, students, receipts);
    const broadcast = await broadcasts(send, clientsPerInstance, receipts);
    const notifications = single.steady.sent + single.bursts.sent + (1 + BROADCASTS) * clients;
    return {
      clients,
      instances,
      single,
      broadcast,
      unreadLost: notifications - receipts.unreadCounts,
      perConnectionKb:
        rssConnected.reduce((sum, rss, i) => sum + rss - rssBefore[i], 0) / 1024 / clients,
      rssMb: rssConnected.map((rss) => rss / 2 ** 20),
    };
  } finally {
    await Promise.all(sockets.map((client) => client.dispose()));
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

/** @param {number[]} values */
const p = (values, /** @type {number} */ q) => (values.length ? quantile(values, q) : NaN);
const msText = (/** @type {number} */ value) => (Number.isNaN(value) ? '–' : value.toFixed(0));

/** @param {Array<Awaited<ReturnType<typeof runScale>>>} rows */
function report(rows) {
  console.log('\nSingle notifications, from sending to receipt:');
  printGrid(
    ['clients', 'instances', 'what', 'sent', 'lost', 'p50 ms', 'p99 ms', 'max ms'],
    rows.flatMap((r) =>
      /** @type {const} */ (['steady', 'bursts']).map((what) => {
        const s = r.single[what];
        return [
          String(r.clients),
          String(r.instances),
          what === 'steady' ? `${RATE}/s` : `${BURSTS}× ${BURST} at once`,
          String(s.sent),
          String(s.lost),
          msText(p(s.values, 0.5)),
          msText(p(s.values, 0.99)),
          msText(Math.max(...s.values)),
        ];
      }),
    ),
    { leftColumns: 3 },
  );
  console.log(
    '\nBroadcasts to every client, from the commit to the last receipt at an instance (per broadcast):',
  );
  printGrid(
    ['clients', 'instance', 'its clients', 'broadcasts', 'lost', 'p50 ms', 'p99 ms', 'goal'],
    rows.flatMap((r) =>
      r.broadcast.perInstance.map((b) => [
        String(r.clients),
        `${b.instance + 1} of ${r.instances}`,
        String(b.clients),
        String(b.sent),
        String(b.lost),
        msText(p(b.lastReceipts, 0.5)),
        msText(p(b.lastReceipts, 0.99)),
        `≤ ${GOALS.broadcastP99Ms}${p(b.lastReceipts, 0.99) <= GOALS.broadcastP99Ms ? ' met' : ' missed'}`,
      ]),
    ),
    { leftColumns: 2 },
  );
  console.log(
    `\nWhat the broadcasts brought back: the clients with a notification list open (${LIST_SHARE * 100} %) ask for it again; answered after the commit, the client's ${COALESCE_MS} ms of gathering included:`,
  );
  printGrid(
    ['clients', 'instances', 'refetches a broadcast', 'failed', 'last answered p50 ms', 'p99 ms'],
    rows.map((r) => [
      String(r.clients),
      String(r.instances),
      String(r.broadcast.refetches.perBroadcast),
      String(r.broadcast.refetches.failed),
      msText(p(r.broadcast.refetches.lastAnswered, 0.5)),
      msText(p(r.broadcast.refetches.lastAnswered, 0.99)),
    ]),
  );
  console.log('\nConnections:');
  printGrid(
    ['clients', 'instances', 'unread counts lost', 'server RSS MB', 'KB/connection'],
    rows.map((r) => [
      String(r.clients),
      String(r.instances),
      String(r.unreadLost),
      r.rssMb.map((mb) => mb.toFixed(0)).join(' + '),
      r.perConnectionKb.toFixed(1),
    ]),
  );
  const largest = Math.max(...rows.map((r) => r.clients));
  console.log(
    `\nSpec's polling (every ${POLL_INTERVAL_S} s) for comparison: delivery p50 ≈ ${(POLL_INTERVAL_S / 2) * 1000} ms, ` +
      `p99 ≈ ${POLL_INTERVAL_S * 0.99 * 1000} ms, and ${(largest / POLL_INTERVAL_S).toFixed(0)} list requests/s ` +
      `at ${largest} clients even when nothing happens (subscriptions: 0).`,
  );
  console.log(
    `Goals: nothing lost; single p99 ≤ ${GOALS.singleP99Ms} ms at 2,000 clients; a broadcast's last receipt ` +
      `p99 ≤ ${GOALS.broadcastP99Ms} ms per instance; ≤ ${GOALS.perConnectionKb} KB per connection.`,
  );
}

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'notifications',
  description: `live delivery to N subscribed clients: ${RATE}/s, bursts of ${BURST}, broadcasts (PostgreSQL; one instance, then two with Redis)`,
  async run() {
    const rows = [];
    for (const clients of scales) {
      console.log(`-- ${clients} clients, one instance`);
      rows.push(await runScale(clients, 1));
    }
    if (SCALEOUT_CLIENTS > 0) {
      console.log(`-- ${SCALEOUT_CLIENTS} clients, two instances sharing Redis`);
      rows.push(await runScale(SCALEOUT_CLIENTS, 2));
    }
    report(rows);
  },
};
