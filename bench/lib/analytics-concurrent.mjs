// The analytics suite's concurrent part: HR staff keep the HR dashboard open
// and reread it, now and then the analytics page, while HR decides on
// applications (each step moves what the dashboard and the analytics count:
// pending reviews, the pipeline, the time in each stage, a new trainee) and
// scholars save DTR days; interleaved rounds of the readers alone (calm) and
// beside those writes, each request sent as the web client sends it.
import { hrEmail } from './application-day-data.mjs';
import { nextWeekday } from './calendar.mjs';
import { arriving, clientRequest, Recorder, timed } from './day-load.mjs';
import { GOALS } from './day-report.mjs';
import { pick, reportRounds, runRounds, signInEach } from './rounds.mjs';
import { positiveNumber } from './settings.mjs';

const ROUNDS = positiveNumber('BENCH_ANALYTICS_ROUNDS', 3);
const CALM_SECONDS = positiveNumber('BENCH_ANALYTICS_CALM_SECONDS', 10);
const WRITES_SECONDS = positiveNumber('BENCH_ANALYTICS_WRITES_SECONDS', 20);
const READERS = positiveNumber('BENCH_ANALYTICS_READERS', 10);
const DECISIONS_PER_S = positiveNumber('BENCH_ANALYTICS_DECISIONS_PER_S', 1);
const SAVING_SCHOLARS = positiveNumber('BENCH_ANALYTICS_SAVING_SCHOLARS', 50);
const SAVES_PER_S = positiveNumber('BENCH_ANALYTICS_SAVES_PER_S', 5);
/** Of the readers' looks, the share that also opens the analytics page. */
const ANALYTICS_SHARE = 1 / 3;

/** Whom the suite seeds for this part: HR accounts to read, active scholars to save days. */
export const PEOPLE = { hr: READERS, scholars: SAVING_SCHOLARS };

const DASHBOARD = 'HR dashboard';
const ANALYTICS = 'analytics page, last 14 days';
const DECISION = 'HR decision';
const SAVE = 'DTR day saved';

/**
 * @typedef {object} AnalyticsAtWork
 * @property {{ url: string, pid: number | undefined }} server  started with TRUST_PROXY=1, so each person has an address
 * @property {string[]} scholarEmails  scholars who may sign in to save a day
 * @property {string[]} pending  applications HR may decide on, oldest first
 * @property {string[]} offices  where a passed applicant trains
 * @property {string} today  the day the scholars save, YYYY-MM-DD
 */

/**
 * HR's look: the dashboard's one request (HrDashboard, as its page sends it),
 * a third of the times also the analytics page's (AnalyticsPage, the default range).
 * @param {Recorder} recorder
 * @param {import('./browser.mjs').Browser[]} hr
 */
function hrLooks(recorder, hr) {
  return hr.map((browser) => async () => {
    await timed(recorder, DASHBOARD, clientRequest(browser, 'HrDashboard', {}));
    if (Math.random() >= ANALYTICS_SHARE) return;
    await timed(recorder, ANALYTICS, clientRequest(browser, 'AnalyticsPage', {}));
  });
}

/**
 * Each pending application through review, interview and training, one
 * step at a time: the client's operation and its variables.
 * @param {AnalyticsAtWork} work
 * @returns {Generator<[string, Record<string, unknown>]>}
 */
function* decisionSteps(work) {
  const interview = {
    interviewDate: nextWeekday(),
    interviewTime: '10:00',
    interviewLocation: 'HR Office, Room 101',
  };
  for (const [n, id] of work.pending.entries()) {
    const officeId = work.offices[n % work.offices.length];
    yield ['OpenApplicationReview', { id }];
    yield [
      'UpdateApplicationStatus',
      { input: { id, status: 'interview_scheduled', ...interview } },
    ];
    yield ['UpdateApplicationStatus', { input: { id, status: 'passed_interview', officeId } }];
  }
}

/**
 * The writes: one HR member deciding, DECISIONS_PER_S steps a second, one
 * after the other (an application's steps in order, carried on from one
 * phase into the next); scholars saving today's DTR at random.
 * @param {Recorder} recorder
 * @param {AnalyticsAtWork} work
 * @param {import('./browser.mjs').Browser} decider
 * @param {import('./browser.mjs').Browser[]} scholars
 * @returns {(phase: import('./rounds.mjs').WritesPhase) => Promise<unknown>[]}
 */
function writesOf(recorder, work, decider, scholars) {
  const steps = decisionSteps(work);
  const deciding = async (/** @type {import('./rounds.mjs').WritesPhase} */ phase) => {
    while (!phase.over()) {
      const started = performance.now();
      const step = steps.next();
      if (step.done) return;
      const [operation, variables] = step.value;
      await timed(recorder, DECISION, clientRequest(decider, operation, variables));
      await phase.pause(1000 / DECISIONS_PER_S - (performance.now() - started));
    }
  };
  const times = { in1: '08:00', out1: '12:00', in2: '13:00', out2: '17:00' };
  const save = () =>
    timed(
      recorder,
      SAVE,
      clientRequest(pick(scholars), 'SaveDtrDay', { input: { workDate: work.today, ...times } }),
    );
  return (phase) => [deciding(phase), arriving(SAVES_PER_S, phase.over, save)];
}

/**
 * Signs everyone in, runs the rounds and prints their figures beside the goals.
 * @param {AnalyticsAtWork} work
 * @param {{ dashboardP95Ms: number, analyticsP95Ms: number }} goals
 */
export async function measureAnalyticsAtWork(work, goals) {
  const savers = work.scholarEmails.slice(0, SAVING_SCHOLARS);
  console.log(
    `\nconcurrently: ${READERS} HR staff, each rereading the HR dashboard every 1–3 s (a third of the ` +
      `times also the analytics page); beside them ${DECISIONS_PER_S} HR decision step(s) a second ` +
      `and ${SAVES_PER_S} DTR saves a second by ${savers.length} scholars; ` +
      `${ROUNDS} rounds of ${CALM_SECONDS} s calm and ${WRITES_SECONDS} s with writes`,
  );
  const hr = await signInEach(
    work.server.url,
    Array.from({ length: READERS }, (_, i) => hrEmail(i + 1)),
  );
  const scholars = await signInEach(work.server.url, savers);
  const recorder = new Recorder();
  const result = await runRounds({
    recorder,
    rounds: ROUNDS,
    calmSeconds: CALM_SECONDS,
    writesSeconds: WRITES_SECONDS,
    serverPid: work.server.pid,
    readers: hrLooks(recorder, hr),
    // One of the readers decides too, as on application day.
    writes: writesOf(recorder, work, hr[0], scholars),
  });
  reportRounds(
    result,
    {
      p95: { [DASHBOARD]: goals.dashboardP95Ms, [ANALYTICS]: goals.analyticsP95Ms },
      p99: { [SAVE]: GOALS.dtrP99 },
      compared: [DASHBOARD, ANALYTICS],
      ratio: GOALS.dayOverCalm,
    },
    {
      calm: 'calm: HR rereading alone',
      writes: 'writes: beside HR decisions and DTR saves',
    },
  );
}
