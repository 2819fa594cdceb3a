import http from 'node:http';
import { PASSWORD, studentEmail } from './lib/applications-data.mjs';
import { rawConnection } from './lib/raw-http.mjs';
import { printGrid } from './lib/report.mjs';
import { cpuCensus, cpuSpent } from './lib/cpu-census.mjs';
import { importServerModule, startBareSignInServer } from './lib/services.mjs';
import { positiveNumber, settings } from './lib/settings.mjs';
import { serversWithStudents } from './lib/student-servers.mjs';
import { latencySummary, median, ms } from './lib/stats.mjs';

// Enough distinct accounts for the warm-up and every round at ~250 sign-ins a second (a fast day
// of the 2-core VM used up 6,000 before the second database's rounds).
const ACCOUNTS = positiveNumber('BENCH_SIGNIN_ACCOUNTS', 25000);
const CONCURRENCY = positiveNumber('BENCH_SIGNIN_CONCURRENCY', 8);
// Longer than other suites' warm-up: at some 80 sign-ins a second the request path takes tens of
// seconds to be optimised (after 3 s the server's main thread spent a third more per sign-in).
const WARMUP = positiveNumber('BENCH_SIGNIN_WARMUP', 30, { allowZero: true });
// The raw rate moves between runs by more than a change to the request path does: measure in
// turns, enough of them that a median holds (single rounds moved by ±0.08× on a shared VM).
const ROUNDS = positiveNumber('BENCH_SIGNIN_ROUNDS', 5);
const GOAL = 0.8;

/**
 * Runs `work` in `concurrency` loops for `seconds`; returns how many calls
 * finished per second and their latencies.
 * @param {number} seconds
 * @param {number} concurrency
 * @param {(worker: number) => Promise<void>} work
 */
async function timed(seconds, concurrency, work) {
  const latencies = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const at = performance.now();
        await work(worker);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: latencies.length / elapsed, count: latencies.length, latencies };
}

/**
 * Signs in distinct accounts, each as a browser that never signed in before
 * (only the XSRF cookie, no session or device cookie). One bare keep-alive
 * connection per concurrent client (raw-http.mjs): the load generator shares
 * the CPUs, so it should cost as little as it can.
 * @param {string} url
 */
async function signInClient(url) {
  const xsrf = await xsrfToken(url);
  const { host } = new URL(url);
  const head = [
    'POST /api/auth/signin HTTP/1.1',
    `host: ${host}`,
    'content-type: application/json',
    `cookie: XSRF-TOKEN=${xsrf}`,
    `x-xsrf-token: ${decodeURIComponent(xsrf)}`,
  ].join('\r\n');
  const connections = Array.from({ length: CONCURRENCY }, () => rawConnection(url));
  let next = 0;
  /** @param {number} worker */
  const signInNext = async (worker) => {
    next += 1;
    if (next > ACCOUNTS)
      throw new Error(`more than ${ACCOUNTS} sign-ins: raise BENCH_SIGNIN_ACCOUNTS`);
    const body = JSON.stringify({ email: studentEmail(next), password: PASSWORD });
    const { status, body: text } = await connections[worker].send(head, body);
    if (status !== 200) throw new Error(`sign-in answered ${status}: ${text}`);
  };
  return {
    /** @param {number} seconds */
    run: (seconds) => timed(seconds, CONCURRENCY, signInNext),
    close: () => connections.forEach((connection) => connection.close()),
  };
}

/**
 * The XSRF-TOKEN cookie the server hands a first visit.
 * @param {string} url
 */
function xsrfToken(url) {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/api/health`, (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? []).find((line) =>
          line.startsWith('XSRF-TOKEN='),
        );
        if (cookie) resolve(cookie.slice('XSRF-TOKEN='.length).split(';')[0]);
        else reject(new Error('no XSRF-TOKEN cookie from /api/health'));
      })
      .on('error', reject);
  });
}

/**
 * Successful sign-ins of distinct accounts from one address (every request
 * from 127.0.0.1, TRUST_PROXY unset, as behind a campus NAT), each from a new
 * browser (no device cookie: the limits' full path), on each database, next
 * to what argon2id alone does with the same parameters on this machine in
 * the same run: after a warm-up, `ROUNDS` turns of the raw rate then the
 * sign-ins, the ratio the median of the turns'. On PostgreSQL each turn also
 * signs in through the bare floor (lib/bare-signin-server.mjs), what this
 * machine leaves for any server.
 * @type {import('./run.mjs').Suite}
 */
export default {
  name: 'signin',
  description: 'successful sign-ins from one address vs the raw argon2id verify rate',
  async run() {
    const { hashPassword, verifyPassword } = await importServerModule('modules/auth/passwords.js');
    const passwordHash = await hashPassword(PASSWORD);
    const rows = [];
    const ratios = [];
    const spending = [];
    for (const database of serversWithStudents(ACCOUNTS, passwordHash, 'signin')) {
      const { server, databaseUrl, stop } = await database.start();
      // The floor needs a server database of its own kind: PostgreSQL's pass only.
      const bare = databaseUrl ? await startBareSignInServer(databaseUrl) : undefined;
      try {
        process.stderr.write(
          `${database.name}: ${WARMUP} s of sign-ins to warm up, then ${ROUNDS} rounds of raw argon2id verify and sign-ins…\n`,
        );
        const targets = [
          {
            title: `POST /api/auth/signin, new browser, ${database.name}`,
            name: database.name,
            threads: 'server',
            floor: false,
            service: server,
          },
          ...(bare
            ? [
                {
                  title: `bare sign-in (node:http + pg, no framework), ${database.name}`,
                  name: `${database.name}, the bare floor`,
                  threads: 'bare sign-in',
                  floor: true,
                  service: bare,
                },
              ]
            : []),
        ].map((target) => ({ ...target, rounds: /** @type {any[]} */ ([]) }));
        const clients = await Promise.all(targets.map(({ service }) => signInClient(service.url)));
        const groupOf = threadGroups(targets.map(({ service, threads }) => [service.pid, threads]));
        try {
          if (WARMUP > 0) for (const client of clients) await client.run(WARMUP);
          // In turn, so a drift of the machine shows in every round's ratio rather than in one.
          for (let round = 0; round < ROUNDS; round += 1) {
            const benchCpu = process.cpuUsage();
            const raw = await timed(settings.duration, CONCURRENCY, async () => {
              if (!(await verifyPassword(passwordHash, PASSWORD))) throw new Error('verify failed');
            });
            const { user, system } = process.cpuUsage(benchCpu);
            for (const [index, target] of targets.entries()) {
              const before = cpuCensus(groupOf);
              const signIns = await clients[index].run(settings.duration);
              target.rounds.push({
                raw,
                verifyCpuMs: (user + system) / 1000,
                signIns,
                ...cpuSpent(before, cpuCensus(groupOf)),
              });
            }
          }
        } finally {
          for (const client of clients) client.close();
        }
        for (const round of targets[0].rounds.keys()) {
          rows.push(
            row(
              `argon2id verify (in the bench process), round ${round + 1}`,
              targets[0].rounds[round].raw,
            ),
          );
          for (const { title, rounds } of targets)
            rows.push(row(`${title}, round ${round + 1}`, rounds[round].signIns));
        }
        for (const { name, floor, rounds } of targets) {
          ratios.push({
            name,
            floor,
            perRound: rounds.map(({ raw, signIns }) => signIns.perSecond / raw.perSecond),
          });
          const verifies = sum(rounds.map(({ raw }) => raw.count));
          spending.push({
            name,
            verifyMs: sum(rounds.map(({ verifyCpuMs }) => verifyCpuMs)) / verifies,
            signIns: sum(rounds.map(({ signIns }) => signIns.count)),
            busyShare: sum(rounds.map(({ busyShare }) => busyShare)) / rounds.length,
            groups: mergedGroups(rounds.map(({ groups }) => groups)),
          });
        }
      } finally {
        await bare?.stop();
        await stop();
      }
    }
    console.log();
    printGrid(['target', 'per second', 'count', 'p50 ms', 'p99 ms'], rows);
    console.log();
    for (const { name, floor, perRound } of ratios) {
      const ratio = median(perRound);
      // The floor has no goal: it tells what this machine leaves for any server in this run.
      const verdict = floor
        ? 'no goal: a sign-in with nothing around it'
        : `goal ≥ ${GOAL}×: ${ratio >= GOAL ? 'met' : 'missed'}`;
      console.log(
        `${name}: sign-in throughput = ${ratio.toFixed(3)}× the raw verify rate, median of ${perRound
          .map((value) => value.toFixed(2))
          .join(', ')} (${verdict})`,
      );
    }
    console.log(
      `All share this machine's CPUs with the load generator; sign-ins measured after ${WARMUP} s of warm-up (BENCH_SIGNIN_WARMUP), ${ROUNDS} rounds (BENCH_SIGNIN_ROUNDS).`,
    );
    // CPU time per operation hardly depends on what else the machine runs, unlike rates.
    for (const { name, verifyMs, signIns, busyShare, groups } of spending) {
      console.log();
      console.log(
        `${name}: argon2id alone ${verifyMs.toFixed(1)} ms CPU per verify; while signing in the machine was ${(busyShare * 100).toFixed(0)} % busy, per sign-in (all rounds):`,
      );
      printGrid(
        ['threads', 'CPU ms', 'context switches'],
        groups
          .filter(([, { seconds, switches }]) => seconds > 0 || switches > 0)
          .map(([group, { seconds, switches }]) => [
            group,
            ((seconds * 1000) / signIns).toFixed(2),
            (switches / signIns).toFixed(1),
          ]),
      );
      // What the ratio would be if rates followed CPU time alone: steadier than the rates.
      const perSignIn = (sum(groups.map(([, { seconds }]) => seconds)) * 1000) / signIns;
      console.log(
        `${name}: by CPU time, argon2id alone ÷ all a sign-in costs the machine = ${(verifyMs / perSignIn).toFixed(2)}×`,
      );
    }
  },
};

/**
 * Names the threads that matter to a sign-in: each measured server's by kind,
 * the load generator (this process) and PostgreSQL's processes.
 * @param {Array<[number | undefined, string]>} servers  pid and name
 */
function threadGroups(servers) {
  const names = new Map(servers);
  /** @param {number} pid @param {number} tid @param {string} command */
  return (pid, tid, command) => {
    const name = names.get(pid);
    // Node 20 names every thread "node": the main thread is the one whose id is the process's.
    if (name) return tid === pid ? `${name}: main thread` : `${name}: other threads (argon2id, GC)`;
    if (pid === process.pid) return 'load generator (this process)';
    if (command.startsWith('postgres')) return 'PostgreSQL';
    return undefined;
  };
}

/**
 * @param {string} title
 * @param {{ perSecond: number, count: number, latencies: number[] }} run
 */
function row(title, run) {
  const latency = latencySummary(run.latencies);
  return [title, run.perSecond.toFixed(1), String(run.count), ms(latency.p50), ms(latency.p99)];
}

/** @param {number[]} values */
const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * The groups of several `cpuSpent` answers added up, largest first.
 * @param {Array<Array<[string, { seconds: number, switches: number }]>>} perRound
 */
function mergedGroups(perRound) {
  const merged = new Map();
  for (const groups of perRound)
    for (const [group, { seconds, switches }] of groups) {
      const spent = merged.get(group) ?? { seconds: 0, switches: 0 };
      merged.set(group, { seconds: spent.seconds + seconds, switches: spent.switches + switches });
    }
  return [...merged].sort(([, a], [, b]) => b.seconds - a.seconds);
}
