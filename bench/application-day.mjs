// Application day (issue #38), against the built server on PostgreSQL: staff
// with their lists open, students applying with files, HR deciding, scholars
// filing DTR, all at once. First the staff alone (calm), then the whole day;
// per operation its latencies, failures and the database queries the server
// says each request ran (Server-Timing), the server's CPU per request and its
// RSS, beside the goals.
import { loadavg } from 'node:os';
import {
  hrEmail,
  officeStaffEmail,
  scholarEmail,
  seedApplicationDay,
} from './lib/application-day-data.mjs';
import { PASSWORD, studentEmail } from './lib/applications-data.mjs';
import { Browser } from './lib/browser.mjs';
import { arriving, between, clientRequest, Recorder, sleep, timed } from './lib/day-load.mjs';
import { createDatabase, withClient } from './lib/postgres.mjs';
import { printGrid } from './lib/report.mjs';
import { cpuSeconds, statusBytes } from './lib/rss.mjs';
import { positiveNumber } from './lib/settings.mjs';
import { importServerModule, startServer } from './lib/services.mjs';
import { mib, ms } from './lib/stats.mjs';
import { submissionForm, uploadFiles } from './lib/upload-payloads.mjs';

const CALM_SECONDS = positiveNumber('BENCH_DAY_CALM_SECONDS', 20);
const DAY_SECONDS = positiveNumber('BENCH_DAY_SECONDS', 60);
const HR_READERS = positiveNumber('BENCH_DAY_HR', 10);
const OFFICE_READERS = positiveNumber('BENCH_DAY_OFFICE_STAFF', 20);
const SCHOLARS = positiveNumber('BENCH_DAY_SCHOLARS', 500);
const SUBMISSIONS_PER_S = positiveNumber('BENCH_DAY_SUBMISSIONS_PER_S', 2);
const BURST = positiveNumber('BENCH_DAY_BURST', 10);
const BURST_EVERY_S = positiveNumber('BENCH_DAY_BURST_EVERY_S', 30);
const DECISIONS_PER_S = positiveNumber('BENCH_DAY_DECISIONS_PER_S', 1);
const DTR_SAVES_PER_S = positiveNumber('BENCH_DAY_DTR_PER_S', 5);
const UPLOAD_MB = positiveNumber('BENCH_DAY_UPLOAD_MB', 1);
const OFFICES = 4;
const APPLICATIONS = 2000;
const PAGE = { page: 1, limit: 10 };

const GOALS = { listP99: 100, submitP99: 1000, dtrP99: 100, mixedOverCalm: 1.3 };
const LISTS = ['applications list', 'scholars list', 'office DTR month'];

/** A distinct client address per account: sign-in is rate-limited per IP. */
const ipOf = (/** @type {number} */ n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
let addresses = 0;
const browserAt = (/** @type {string} */ url) => new Browser(url, { ip: ipOf((addresses += 1)) });

/** This month, as the DTR screens name it, and its duty days (Monday–Saturday) up to today. */
function dtrDays() {
  const today = new Date();
  const month = today.toISOString().slice(0, 7);
  const days = [];
  for (let day = 1; day <= today.getUTCDate(); day += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), day));
    if (date.getUTCDay() !== 0) days.push(date.toISOString().slice(0, 10));
  }
  return { month, days };
}

/** The next weekday after today (an interview date). */
function nextWeekday() {
  const date = new Date();
  do date.setUTCDate(date.getUTCDate() + 1);
  while ([0, 6].includes(date.getUTCDay()));
  return date.toISOString().slice(0, 10);
}

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'application-day',
  description:
    'application day on PostgreSQL: staff lists open, students applying with files, HR deciding, scholars filing DTR',
  async run() {
    const database = await createDatabase('day');
    try {
      // The server migrates the database as it starts; nothing is read before the seed is in.
      const server = await startServer({
        env: { DATABASE_URL: database.url, SERVER_TIMING: 'true', TRUST_PROXY: '1' },
      });
      try {
        const { hashPassword } = await importServerModule('modules/auth/passwords.js');
        const seeded = await withClient(database.url, async (db) =>
          seedApplicationDay(
            db,
            {
              offices: OFFICES,
              hr: HR_READERS,
              officeStaff: OFFICE_READERS,
              applications: APPLICATIONS,
              applicants: 2000,
              scholars: SCHOLARS,
            },
            await hashPassword(PASSWORD),
          ),
        );
        await measure(server, seeded);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  },
};

/**
 * @param {{ url: string, pid: number | undefined }} server
 * @param {{ pending: string[], offices: string[] }} seeded
 */
async function measure(server, seeded) {
  const pid = /** @type {number} */ (server.pid);
  const recorder = new Recorder();
  const signIn = async (/** @type {string} */ email) =>
    await browserAt(server.url).signIn(email, PASSWORD);
  const hr = await Promise.all(
    Array.from({ length: HR_READERS }, (_, i) => signIn(hrEmail(i + 1))),
  );
  const office = await Promise.all(
    Array.from({ length: OFFICE_READERS }, (_, i) => signIn(officeStaffEmail(i + 1))),
  );
  const scholars = [];
  for (let i = 0; i < SCHOLARS; i += 25)
    scholars.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, SCHOLARS - i) }, (_, k) =>
          signIn(scholarEmail(i + k + 1)),
        ),
      )),
    );
  const { month, days } = dtrDays();

  const applicationsList = (/** @type {Browser} */ browser, operation = 'applications list') =>
    timed(recorder, operation, clientRequest(browser, 'StaffApplications', PAGE));
  const scholarsList = (/** @type {Browser} */ browser) =>
    timed(
      recorder,
      'scholars list',
      clientRequest(browser, 'Scholars', { ...PAGE, filter: { current: true } }),
    );
  const officeDtr = (/** @type {Browser} */ browser) =>
    timed(recorder, 'office DTR month', clientRequest(browser, 'OfficeDtrOverview', { month }));

  let stopAt = 0;
  const over = () => performance.now() >= stopAt;
  /** Each staff member rereads their screen's lists every 1–3 s, as they work through them. */
  const reading = () => [
    ...hr.map(async (browser) => {
      while (!over()) {
        await applicationsList(browser);
        await scholarsList(browser);
        await sleep(between(1000, 3000));
      }
    }),
    ...office.map(async (browser) => {
      while (!over()) {
        await scholarsList(browser);
        await officeDtr(browser);
        await sleep(between(1000, 3000));
      }
    }),
  ];

  /** @type {number[]} */
  const refetchStorms = [];
  let pendingIndex = 0;
  const interview = {
    interviewDate: nextWeekday(),
    interviewTime: '10:00',
    interviewLocation: 'HR Office, Room 101',
  };
  /** HR takes the next pending application through review, interview and training; every HR table refetches. */
  const deciding = async () => {
    const decider = hr[0];
    while (!over() && pendingIndex < seeded.pending.length) {
      const id = seeded.pending[pendingIndex];
      const office = seeded.offices[pendingIndex % seeded.offices.length];
      pendingIndex += 1;
      const steps = [
        () => clientRequest(decider, 'OpenApplicationReview', { id }),
        () =>
          clientRequest(decider, 'UpdateApplicationStatus', {
            input: { id, status: 'interview_scheduled', ...interview },
          }),
        () =>
          clientRequest(decider, 'UpdateApplicationStatus', {
            input: { id, status: 'passed_interview', officeId: office },
          }),
      ];
      for (const step of steps) {
        if (over()) return;
        const started = performance.now();
        await timed(recorder, 'HR decision', step());
        // A change every open table hears of: each refetches the page on display at once.
        const storm = await Promise.all(
          hr.map((browser) => applicationsList(browser, 'applications list, live refetch')),
        );
        refetchStorms.push(storm.reduce((sum, outcome) => sum + outcome.queries, 0));
        await sleep(Math.max(0, 1000 / DECISIONS_PER_S - (performance.now() - started)));
      }
    }
  };

  const files = uploadFiles(UPLOAD_MB * 2 ** 20);
  let applicants = 0;
  const applying = async () => {
    applicants += 1;
    const student = browserAt(server.url);
    const email = studentEmail(applicants);
    const signedIn = await timed(recorder, 'student sign-in', async () => {
      await (await student.fetch('/api/health')).arrayBuffer();
      return student.fetch('/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
    });
    if (signedIn.failed) return;
    await timed(recorder, 'application submitted', () =>
      student.fetch('/api/applications', { method: 'POST', body: submissionForm(files) }),
    );
  };
  const bursts = async () => {
    while (!over()) {
      await sleep(BURST_EVERY_S * 1000);
      if (over()) return;
      await Promise.all(Array.from({ length: BURST }, applying));
    }
  };

  const filing = () =>
    arriving(DTR_SAVES_PER_S, over, () => {
      const scholar = scholars[Math.floor(Math.random() * scholars.length)];
      const workDate = days[Math.floor(Math.random() * days.length)];
      return timed(
        recorder,
        'DTR day saved',
        clientRequest(scholar, 'SaveDtrDay', {
          input: { workDate, in1: '08:00', out1: '12:00', in2: '13:00', out2: '17:00' },
        }),
      );
    });

  /** Runs `actors` for `seconds` as `phase`; the server's CPU and RSS around it. */
  const phase = async (
    /** @type {string} */ name,
    /** @type {number} */ seconds,
    /** @type {() => Promise<unknown>[]} */ actors,
  ) => {
    recorder.phase = name;
    stopAt = performance.now() + seconds * 1000;
    const cpuBefore = cpuSeconds(pid);
    const rssBefore = statusBytes(pid, 'VmRSS');
    await Promise.all(actors());
    const requests = recorder.summary(name).reduce((sum, row) => sum + row.count, 0);
    return {
      cpuMsPerRequest: ((cpuSeconds(pid) - cpuBefore) * 1000) / requests,
      rss: [rssBefore, statusBytes(pid, 'VmRSS')],
    };
  };

  // Warm: the JIT, the pools and the caches, not recorded.
  await phase('warm-up', 5, reading);
  const calm = await phase('calm', CALM_SECONDS, reading);
  const day = await phase('day', DAY_SECONDS, () => [
    ...reading(),
    deciding(),
    arriving(SUBMISSIONS_PER_S, over, applying),
    bursts(),
    filing(),
  ]);
  report(recorder, calm, day, refetchStorms);
}

/**
 * @param {Recorder} recorder
 * @param {{ cpuMsPerRequest: number, rss: number[] }} calm
 * @param {{ cpuMsPerRequest: number, rss: number[] }} day
 * @param {number[]} refetchStorms  queries each storm of refetches cost together
 */
function report(recorder, calm, day, refetchStorms) {
  const calmRows = new Map(recorder.summary('calm').map((row) => [row.operation, row]));
  const goalOf = (/** @type {{ operation: string, p99: number }} */ row) => {
    if (row.operation.startsWith('applications list') || LISTS.includes(row.operation)) {
      const calmP99 = calmRows.get(row.operation.replace(', live refetch', ''))?.p99 ?? NaN;
      const ratio = row.p99 / calmP99;
      return `p99 ≤ ${GOALS.listP99} ms: ${row.p99 <= GOALS.listP99 ? 'met' : 'missed'}; ${ratio.toFixed(2)}× calm (≤ ${GOALS.mixedOverCalm}×): ${ratio <= GOALS.mixedOverCalm ? 'met' : 'missed'}`;
    }
    if (row.operation === 'application submitted')
      return `p99 ≤ ${GOALS.submitP99} ms: ${row.p99 <= GOALS.submitP99 ? 'met' : 'missed'}`;
    if (row.operation === 'DTR day saved')
      return `p99 ≤ ${GOALS.dtrP99} ms: ${row.p99 <= GOALS.dtrP99 ? 'met' : 'missed'}`;
    return '';
  };
  for (const [name, figures] of [
    ['calm: staff lists only', calm],
    ['day: everything at once', day],
  ]) {
    const phase = name.split(':')[0];
    console.log(`\n${name}`);
    const rows = recorder.summary(phase);
    printGrid(
      ['operation', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'queries/request', 'goal'],
      rows.map((row) => [
        row.operation,
        String(row.count),
        ms(row.p50),
        ms(row.p95),
        ms(row.p99),
        String(row.failed),
        row.queriesPerRequest.toFixed(2),
        phase === 'day' ? goalOf(row) : '',
      ]),
    );
    for (const row of rows.filter((each) => each.failed > 0))
      console.log(`  first failure of ${row.operation}: ${row.why}`);
    const [before, after] = figures.rss;
    console.log(
      `server CPU ${figures.cpuMsPerRequest.toFixed(2)} ms a request; RSS ${mib(before)} → ${mib(after)} MiB; load average ${loadavg()[0].toFixed(2)}`,
    );
  }
  // What loading the page costs, read off the requests that loaded it (the first one did).
  const oneLoad = Math.max(
    ...[...recorder.outcomes]
      .filter(([key]) => key.endsWith('\u0000applications list'))
      .flatMap(([, outcomes]) => outcomes.map((outcome) => outcome.queries)),
  );
  const single = refetchStorms.filter((queries) => queries <= oneLoad).length;
  console.log(
    `\nlive refetch storms (every HR table refetching the page after a decision): ${refetchStorms.length}; ` +
      `at most one load's queries (${oneLoad}) in ${single}, goal: all; most in one storm: ${Math.max(...refetchStorms)}`,
  );
}
