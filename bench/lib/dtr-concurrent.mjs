// The dtr suite's concurrent part: every office's staff keep their office's
// month open and reread it, now and then one scholar's sheet, while scholars
// save days of this month and the staff confirm single days of the measured
// month; interleaved rounds of the readers alone (calm) and beside those
// writes, each request sent as the web client sends it.
import { officeStaffEmail, scholarEmail } from './application-day-data.mjs';
import { dutyDaysSoFar } from './calendar.mjs';
import { arriving, clientRequest, Recorder, timed } from './day-load.mjs';
import { GOALS } from './day-report.mjs';
import { pick, reportRounds, runRounds, signInEach } from './rounds.mjs';
import { positiveNumber } from './settings.mjs';

const ROUNDS = positiveNumber('BENCH_DTR_ROUNDS', 3);
const CALM_SECONDS = positiveNumber('BENCH_DTR_CALM_SECONDS', 10);
const WRITES_SECONDS = positiveNumber('BENCH_DTR_WRITES_SECONDS', 20);
const SAVING_SCHOLARS = positiveNumber('BENCH_DTR_SAVING_SCHOLARS', 100);
const SAVES_PER_S = positiveNumber('BENCH_DTR_SAVES_PER_S', 5);
const CONFIRMS_PER_S = positiveNumber('BENCH_DTR_CONFIRMS_PER_S', 1);
/** Of the staff's looks, the share that also opens one scholar's sheet. */
const SHEET_SHARE = 1 / 3;

const OVERVIEW = 'office DTR month';
const SHEET = "scholar's month sheet";
const SAVE = 'DTR day saved';
const CONFIRM = 'DTR day confirmed';

/**
 * @typedef {object} DtrOffice
 * @property {string} id
 * @property {string[]} scholars  its scholars' ids
 */

/**
 * @typedef {object} OfficesAtWork
 * @property {{ url: string, pid: number | undefined }} server  started with TRUST_PROXY=1, so each person has an address
 * @property {DtrOffice[]} offices  in order: the nth office's staff is officeStaffEmail(n)
 * @property {number} scholars  every seeded scholar (scholarEmail(1)…), round the offices
 * @property {string} month  the measured month, YYYY-MM: the one the staff keep open
 * @property {string[]} monthDays  its days with a DTR row for every scholar
 */

/**
 * Each office's staff, signed in: their look at the screen they keep open.
 * @param {Recorder} recorder
 * @param {OfficesAtWork} work
 * @param {import('./browser.mjs').Browser[]} staff
 */
function staffLooks(recorder, work, staff) {
  return staff.map((browser, i) => async () => {
    const { month } = work;
    await timed(recorder, OVERVIEW, clientRequest(browser, 'OfficeDtrOverview', { month }));
    if (Math.random() >= SHEET_SHARE) return;
    const scholarId = pick(work.offices[i].scholars);
    await timed(recorder, SHEET, clientRequest(browser, 'ScholarDtrMonth', { scholarId, month }));
  });
}

/**
 * The writes: scholars saving days of this month at random, and the staff
 * confirming single days of the measured month, never one twice (a
 * confirmed day is refused, which is not what is measured here).
 * @param {Recorder} recorder
 * @param {OfficesAtWork} work
 * @param {import('./browser.mjs').Browser[]} staff
 * @param {import('./browser.mjs').Browser[]} scholars
 * @returns {(phase: import('./rounds.mjs').WritesPhase) => Promise<unknown>[]}
 */
function writesOf(recorder, work, staff, scholars) {
  const days = dutyDaysSoFar();
  const confirmed = new Set();
  const save = () =>
    timed(
      recorder,
      SAVE,
      clientRequest(pick(scholars), 'SaveDtrDay', {
        input: { workDate: pick(days), in1: '08:00', out1: '12:00', in2: '13:00', out2: '17:00' },
      }),
    );
  /** A day of `office` not confirmed yet, drawn at random; undefined when a hundred draws found none. */
  const unconfirmedDay = (/** @type {number} */ office) => {
    if (work.monthDays.length === 0) return undefined;
    for (let draw = 0; draw < 100; draw += 1) {
      const day = {
        scholarId: pick(work.offices[office].scholars),
        workDate: pick(work.monthDays),
      };
      const key = `${day.scholarId} ${day.workDate}`;
      if (confirmed.has(key)) continue;
      confirmed.add(key);
      return day;
    }
    return undefined;
  };
  const confirm = async () => {
    const office = Math.floor(Math.random() * staff.length);
    const day = unconfirmedDay(office);
    if (!day) return;
    await timed(recorder, CONFIRM, clientRequest(staff[office], 'ConfirmDtrDay', { input: day }));
  };
  return ({ over }) => [arriving(SAVES_PER_S, over, save), arriving(CONFIRMS_PER_S, over, confirm)];
}

/**
 * Signs everyone in, runs the rounds and prints their figures beside the goals.
 * @param {OfficesAtWork} work
 * @param {{ viewP95Ms: number }} goals  the office's views, as the sequential figures
 */
export async function measureOfficesAtWork(work, goals) {
  const savers = Math.min(SAVING_SCHOLARS, work.scholars);
  console.log(
    `\nconcurrently: ${work.offices.length} office staff, one an office, each rereading their office's ` +
      `month every 1–3 s (a third of the times also one scholar's sheet); beside them ${SAVES_PER_S} ` +
      `DTR saves a second by ${savers} scholars and ${CONFIRMS_PER_S} single-day confirmation(s) a second; ` +
      `${ROUNDS} rounds of ${CALM_SECONDS} s calm and ${WRITES_SECONDS} s with writes`,
  );
  const staff = await signInEach(
    work.server.url,
    work.offices.map((_, i) => officeStaffEmail(i + 1)),
  );
  const scholars = await signInEach(
    work.server.url,
    Array.from({ length: savers }, (_, i) => scholarEmail(i + 1)),
  );
  const recorder = new Recorder();
  const result = await runRounds({
    recorder,
    rounds: ROUNDS,
    calmSeconds: CALM_SECONDS,
    writesSeconds: WRITES_SECONDS,
    serverPid: work.server.pid,
    readers: staffLooks(recorder, work, staff),
    writes: writesOf(recorder, work, staff, scholars),
  });
  reportRounds(
    result,
    {
      p95: { [OVERVIEW]: goals.viewP95Ms, [SHEET]: goals.viewP95Ms },
      p99: { [SAVE]: GOALS.dtrP99 },
      compared: [OVERVIEW, SHEET],
      ratio: GOALS.dayOverCalm,
    },
    {
      calm: 'calm: office staff rereading alone',
      writes: 'writes: beside DTR saves and confirmations',
    },
  );
}
