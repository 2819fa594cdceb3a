import { PASSWORD, studentEmail } from './lib/applications-data.mjs';
import { pgliteTemplate } from './lib/applications-submissions.mjs';
import { Browser } from './lib/browser.mjs';
import { printGrid } from './lib/report.mjs';
import { importServerModule, startServer } from './lib/services.mjs';
import { positiveNumber, settings } from './lib/settings.mjs';
import { latencySummary, ms } from './lib/stats.mjs';

const ACCOUNTS = positiveNumber('BENCH_SIGNIN_ACCOUNTS', 3000);
const CONCURRENCY = positiveNumber('BENCH_SIGNIN_CONCURRENCY', 8);
const GOAL = 0.8;
/** Cookies a browser has after signing in: dropped so each sign-in is a new browser of its own. */
const SESSION_COOKIES = ['access_token', 'refresh_token', 'device_token'];

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
 * Successful sign-ins of distinct accounts from one address (every request
 * from 127.0.0.1, TRUST_PROXY unset, as behind a campus NAT), each from a new
 * browser (no device cookie: the limits' full path), next to what argon2id
 * alone does with the same parameters on this machine in the same run.
 * @type {import('./run.mjs').Suite}
 */
export default {
  name: 'signin',
  description: 'successful sign-ins from one address vs the raw argon2id verify rate',
  async run() {
    const { hashPassword, verifyPassword } = await importServerModule('modules/auth/passwords.js');
    const passwordHash = await hashPassword(PASSWORD);
    const data = await pgliteTemplate(ACCOUNTS, passwordHash);
    const server = await startServer({ dataDir: data.dir });
    try {
      process.stderr.write(
        `measuring raw argon2id verify (${settings.duration} s, ${CONCURRENCY} at once)…\n`,
      );
      const raw = await timed(settings.duration, CONCURRENCY, async () => {
        if (!(await verifyPassword(passwordHash, PASSWORD))) throw new Error('verify failed');
      });

      const browsers = Array.from({ length: CONCURRENCY }, () => new Browser(server.url));
      let next = 0;
      const signInNext = async (/** @type {number} */ worker) => {
        const browser = browsers[worker];
        for (const name of SESSION_COOKIES) browser.cookies.delete(name);
        next += 1;
        if (next > ACCOUNTS)
          throw new Error(`more than ${ACCOUNTS} sign-ins: raise BENCH_SIGNIN_ACCOUNTS`);
        await browser.signIn(studentEmail(next), PASSWORD);
      };
      // Warm-up: the JIT, the pools, the XSRF cookie of each browser.
      await Promise.all(browsers.map((_, worker) => signInNext(worker)));
      process.stderr.write(
        `measuring sign-ins (${settings.duration} s, ${CONCURRENCY} at once)…\n`,
      );
      const signIns = await timed(settings.duration, CONCURRENCY, signInNext);

      const ratio = signIns.perSecond / raw.perSecond;
      console.log();
      printGrid(
        ['target', 'per second', 'count', 'p50 ms', 'p99 ms'],
        [
          ['argon2id verify (in the bench process)', raw, latencySummary(raw.latencies)],
          ['POST /api/auth/signin, new browser', signIns, latencySummary(signIns.latencies)],
        ].map(([title, run, latency]) => [
          title,
          run.perSecond.toFixed(1),
          String(run.count),
          ms(latency.p50),
          ms(latency.p99),
        ]),
      );
      console.log(
        `\nsign-in throughput = ${ratio.toFixed(2)}× the raw verify rate (goal ≥ ${GOAL}×: ${
          ratio >= GOAL ? 'met' : 'missed'
        }); both share this machine's CPUs with the load generator.`,
      );
    } finally {
      await server.stop();
      await data.remove();
    }
  },
};
