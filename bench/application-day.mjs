// Application day (issue #38), against the built server (PostgreSQL with and
// without the list cache, and PGlite: BENCH_DAY_VARIANTS): staff with their
// lists open, students applying with files, HR deciding, scholars filing DTR,
// all at once. First the staff alone (calm), then the whole day; per
// operation its latencies, failures and the database queries the server says
// each request ran (Server-Timing), the server's CPU per request and its RSS,
// beside the goals.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hrEmail, officeStaffEmail, scholarEmail } from './lib/application-day-data.mjs';
import { PASSWORD, studentEmail } from './lib/applications-data.mjs';
import { Browser, ipOf } from './lib/browser.mjs';
import { dutyDaysSoFar, nextWeekday } from './lib/calendar.mjs';
import { arriving, clientRequest, Recorder, sleep, timed } from './lib/day-load.mjs';
import { reportDay, reportVariants } from './lib/day-report.mjs';
import { withDayServer } from './lib/day-servers.mjs';
import { startStaff } from './lib/day-staff.mjs';
import { cpuSeconds, machineBusySince, machineTicks, statusBytes } from './lib/rss.mjs';
import { positiveNumber } from './lib/settings.mjs';
import { importServerModule } from './lib/services.mjs';
import { submissionForm, uploadFiles } from './lib/upload-payloads.mjs';

const CALM_SECONDS = positiveNumber('BENCH_DAY_CALM_SECONDS', 10);
const DAY_SECONDS = positiveNumber('BENCH_DAY_SECONDS', 20);
const ROUNDS = positiveNumber('BENCH_DAY_ROUNDS', 2);
/** The first variant keeps going round for this long, to see whether its memory settles. */
const SOAK_MINUTES = positiveNumber('BENCH_DAY_SOAK_MINUTES', 10);
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
/** Students who may apply today: more than a day at these rates sends. */
const APPLICANTS = 2000;
const PAGE = { page: 1, limit: 10 };

let addresses = 0;
const browserAt = (/** @type {string} */ url) => new Browser(url, { ip: ipOf((addresses += 1)) });

/** This month, as the DTR screens name it, and its duty days up to today. */
function dtrDays() {
  return { month: new Date().toISOString().slice(0, 7), days: dutyDaysSoFar() };
}

/** What each variant runs on: the database, and settings of the server. */
/** @type {Record<string, { database: 'postgres' | 'pglite', instances?: number, env: Record<string, string> }>} */
const VARIANTS = {
  postgres: { database: 'postgres', env: {} },
  'postgres-uncached': { database: 'postgres', env: { LIST_CACHE_ENTRIES: '0' } },
  pglite: { database: 'pglite', env: {} },
  'two-instances': { database: 'postgres', instances: 2, env: {} },
};
const variants = (process.env.BENCH_DAY_VARIANTS ?? Object.keys(VARIANTS).join(',')).split(',');
for (const name of variants)
  if (!(name in VARIANTS)) throw new Error(`BENCH_DAY_VARIANTS: no variant "${name}"`);

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'application-day',
  description:
    'application day: staff lists open, students applying with files, HR deciding, scholars filing DTR',
  async run() {
    const { hashPassword } = await importServerModule('modules/auth/passwords.js');
    const passwordHash = await hashPassword(PASSWORD);
    const counts = {
      offices: OFFICES,
      hr: HR_READERS,
      officeStaff: OFFICE_READERS,
      applications: APPLICATIONS,
      applicants: APPLICANTS,
      scholars: SCHOLARS,
    };
    const results = [];
    const soakRounds = Math.ceil((SOAK_MINUTES * 60) / (CALM_SECONDS + DAY_SECONDS));
    for (const [index, name] of variants.entries()) {
      const variant = VARIANTS[name];
      const rounds = index === 0 ? Math.max(ROUNDS, soakRounds) : ROUNDS;
      console.log(
        `\n-- ${name}: ${rounds} rounds of ${CALM_SECONDS} s calm and ${DAY_SECONDS} s day`,
      );
      const env = { ...variant.env, SERVER_TIMING: 'true', TRUST_PROXY: '1' };
      const measured = await withDayServer(variant, env, counts, passwordHash, (server, seeded) =>
        measure(server, seeded, rounds),
      );
      const day = { ...measured, keepsPages: variant.env.LIST_CACHE_ENTRIES !== '0' };
      reportDay(day);
      results.push({ name, day });
    }
    reportVariants(results);
  },
};

/**
 * Warm-up, then `rounds` times the staff alone (calm) and the whole day, so
 * each round's day is compared with the calm just before it.
 * @param {import('./lib/day-servers.mjs').DayServer} server
 * @param {{ pending: string[], offices: string[] }} seeded
 * @param {number} rounds
 * @returns {Promise<import('./lib/day-report.mjs').Day>}
 */
async function measure(server, seeded, rounds) {
  const serverCpu = () => server.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const recorder = new Recorder();
  const { month, days } = dtrDays();
  const staff = await startStaff({
    url: server.url,
    hrEmails: Array.from({ length: HR_READERS }, (_, i) => hrEmail(i + 1)),
    officeEmails: Array.from({ length: OFFICE_READERS }, (_, i) => officeStaffEmail(i + 1)),
    password: PASSWORD,
    month,
    page: PAGE,
  });
  addresses = HR_READERS + OFFICE_READERS;
  const signIn = async (/** @type {string} */ email) =>
    await browserAt(server.url).signIn(email, PASSWORD);
  const decider = await signIn(hrEmail(1));
  const scholars = [];
  for (let i = 0; i < SCHOLARS; i += 50)
    scholars.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, SCHOLARS - i) }, (_, k) =>
          signIn(scholarEmail(i + k + 1)),
        ),
      )),
    );

  let stopAt = 0;
  const over = () => performance.now() >= stopAt;
  /** Sleeps `ms`, or until the phase ends if that comes first. */
  const sleepInPhase = (/** @type {number} */ ms) =>
    sleep(Math.max(0, Math.min(ms, stopAt - performance.now())));

  /** @type {import('./lib/day-report.mjs').Storm[]} */
  const refetchStorms = [];
  /** Submissions begun or ended so far: a storm during which this moved may rightly load twice. */
  let submissionEvents = 0;
  let submitting = 0;
  let pendingIndex = 0;
  const interview = {
    interviewDate: nextWeekday(),
    interviewTime: '10:00',
    interviewLocation: 'HR Office, Room 101',
  };
  /** HR takes the next pending application through review, interview and training; every HR table refetches. */
  const deciding = async () => {
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
        const eventsBefore = submissionEvents;
        const alone = submitting === 0;
        const storm = await staff.storm();
        refetchStorms.push({
          ...storm,
          overlapped: !alone || submissionEvents !== eventsBefore,
        });
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
    const signedIn = await timed(recorder, 'student sign-in', () =>
      student.requestSignIn(email, PASSWORD),
    );
    if (signedIn.failed) return;
    submitting += 1;
    submissionEvents += 1;
    await timed(recorder, 'application submitted', () =>
      student.fetch('/api/applications', { method: 'POST', body: submissionForm(files) }),
    );
    submitting -= 1;
    submissionEvents += 1;
  };
  /** A burst halfway into each period, so a day shorter than the period still has one. */
  const bursts = async () => {
    await sleepInPhase((BURST_EVERY_S * 1000) / 2);
    while (!over()) {
      await Promise.all(Array.from({ length: BURST }, applying));
      await sleepInPhase(BURST_EVERY_S * 1000);
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

  /**
   * Runs `actors` for `seconds` as `phase`, beside the staff reading; the
   * server's CPU over it, and what the simulated people and the machine were
   * doing meanwhile (their own delays are in every figure).
   * @returns {Promise<import('./lib/day-report.mjs').Phase>}
   */
  const phase = async (
    /** @type {string} */ name,
    /** @type {number} */ seconds,
    /** @type {() => Promise<unknown>[]} */ actors = () => [],
  ) => {
    recorder.phase = name;
    await staff.beginPhase(name);
    stopAt = performance.now() + seconds * 1000;
    const cpuBefore = serverCpu();
    const clientBefore = process.cpuUsage();
    const machineBefore = machineTicks();
    const lag = monitorEventLoopDelay({ resolution: 1 });
    lag.enable();
    const began = performance.now();
    await Promise.all([sleep(seconds * 1000), ...actors()]);
    const staffSide = await staff.endPhase();
    const requests =
      staffSide.requests + recorder.summary(name).reduce((sum, row) => sum + row.count, 0);
    const client = process.cpuUsage(clientBefore);
    lag.disable();
    return {
      name,
      cpuMsPerRequest: ((serverCpu() - cpuBefore) * 1000) / requests,
      clientCpuShare: (client.user + client.system) / 1000 / (performance.now() - began),
      staffLagMaxMs: staffSide.lagMaxMs,
      clientLagMaxMs: lag.max / 1e6,
      machineBusy: machineBusySince(machineBefore),
    };
  };

  /** @type {Array<{ minutes: number, bytes: number }>} */
  const rss = [];
  const started = performance.now();
  const sampling = setInterval(
    () =>
      rss.push({
        minutes: (performance.now() - started) / 60_000,
        bytes: server.pids.reduce((sum, pid) => sum + statusBytes(pid, 'VmRSS'), 0),
      }),
    5000,
  );
  recorder.phase = 'warm-up';
  try {
    // Warm: the JIT, the pools and the caches, not recorded.
    await phase('warm-up', 5);
    const phases = [];
    for (let round = 1; round <= rounds; round += 1) {
      phases.push(await phase(`calm#${round}`, CALM_SECONDS));
      phases.push(
        await phase(`day#${round}`, DAY_SECONDS, () => [
          deciding(),
          arriving(SUBMISSIONS_PER_S, over, applying),
          bursts(),
          filing(),
        ]),
      );
    }
    return { recorder, rounds, phases, rss, refetchStorms, instances: server.pids.length };
  } finally {
    clearInterval(sampling);
    recorder.phase = 'closing';
    recorder.merge(await staff.close());
  }
}
