// Interleaved rounds of a load, for the suites that measure a screen under
// concurrency: the readers keep their screens open throughout, and each round
// is a calm phase (the readers alone) followed by a writes phase (the readers
// beside the writes), so every round's writes are set against the calm just
// before them and a drift of the machine over the run moves both alike. A
// ratio is the median of the rounds' ratios, printed with its spread.
import { PASSWORD } from './applications-data.mjs';
import { Browser, ipOf } from './browser.mjs';
import { between, sleep } from './day-load.mjs';
import { printGrid } from './report.mjs';
import { cpuSeconds, machineBusySince, machineTicks } from './rss.mjs';
import { median, ms } from './stats.mjs';

/** The first look of each reader falls in this many ms: never all at the same instant. */
const FIRST_LOOK_WITHIN_MS = 3000;
/** A reader looks again 1–3 s after their last look ended, as people work through a screen. */
const REREAD_AFTER_MIN_MS = 1000;
const REREAD_AFTER_MAX_MS = 3000;
/** Unrecorded, before the first round: the JIT, the pools and the caches warm, writes included. */
const WARM_UP_SECONDS = 5;

/** Sign-ins at once: each costs the server an argon2 verify, which it queues. */
const SIGN_IN_BATCH = 10;

const CALM = 'calm';
const WRITES = 'writes';
const phaseName = (/** @type {string} */ kind, /** @type {number} */ round) => `${kind}#${round}`;
const phasesOf = (/** @type {number} */ rounds, /** @type {string} */ kind) =>
  Array.from({ length: rounds }, (_, i) => phaseName(kind, i + 1));
const met = (/** @type {boolean} */ ok) => (ok ? 'met' : 'missed');

/**
 * @typedef {object} RoundsPlan
 * @property {import('./day-load.mjs').Recorder} recorder  records every request under the phase it began in
 * @property {number} rounds
 * @property {number} calmSeconds
 * @property {number} writesSeconds
 * @property {number} [serverPid]  to tell the server's CPU per request
 * @property {Array<() => Promise<unknown>>} readers  one a person: a look at their screen, repeated until the end
 * @property {(phase: WritesPhase) => Promise<unknown>[]} writes  started with each writes phase (and the warm-up), each ending once the phase is over
 */

/**
 * @typedef {object} WritesPhase
 * @property {() => boolean} over  whether the phase has ended
 * @property {(ms: number) => Promise<unknown>} pause  sleeps `ms`, or until the phase ends if that comes first
 */

/**
 * @typedef {object} PhaseFigures
 * @property {string} name  `calm#2`, `writes#2`…
 * @property {number} cpuMsPerRequest  the server's CPU over the phase, per request (NaN without `serverPid`)
 * @property {number} machineBusy  the machine's CPUs over the phase: 0 idle, 1 all busy
 */

/**
 * @typedef {object} RoundsResult
 * @property {import('./day-load.mjs').Recorder} recorder
 * @property {number} rounds
 * @property {PhaseFigures[]} phases
 */

let addresses = 0;

/**
 * Signs in `emails` (password PASSWORD), each from an address of their own
 * (the server must trust the proxy header: TRUST_PROXY=1), a batch at a time.
 * @param {string} url
 * @param {string[]} emails
 */
export async function signInEach(url, emails) {
  /** @type {Browser[]} */
  const browsers = [];
  for (let i = 0; i < emails.length; i += SIGN_IN_BATCH) {
    const batch = emails.slice(i, i + SIGN_IN_BATCH);
    const signIn = (/** @type {string} */ email) =>
      new Browser(url, { ip: ipOf((addresses += 1)) }).signIn(email, PASSWORD);
    browsers.push(...(await Promise.all(batch.map(signIn))));
  }
  return browsers;
}

/**
 * One of `values` at random.
 * @template T
 * @param {readonly T[]} values
 * @returns {T}
 */
export function pick(values) {
  return /** @type {T} */ (values[Math.floor(Math.random() * values.length)]);
}

/**
 * Each reader's look again and again until `closed()`: the first at a random
 * moment in the first 3 s, every next one 1–3 s after the last ended.
 * @param {() => Promise<unknown>} look
 * @param {() => boolean} closed
 */
async function rereading(look, closed) {
  await sleep(between(0, FIRST_LOOK_WITHIN_MS));
  while (!closed()) {
    await look();
    await sleep(between(REREAD_AFTER_MIN_MS, REREAD_AFTER_MAX_MS));
  }
}

/**
 * The readers from the start of the warm-up to the end of the last round;
 * the writes in the warm-up and in every writes phase.
 * @param {RoundsPlan} plan
 * @returns {Promise<RoundsResult>}
 */
export async function runRounds(plan) {
  const { recorder, serverPid } = plan;
  let stopAt = 0;
  /** @type {WritesPhase} */
  const writesPhase = {
    over: () => performance.now() >= stopAt,
    pause: (ms) => sleep(Math.max(0, Math.min(ms, stopAt - performance.now()))),
  };
  /** @returns {Promise<PhaseFigures>} */
  const phase = async (
    /** @type {string} */ name,
    /** @type {number} */ seconds,
    /** @type {boolean} */ withWrites,
  ) => {
    recorder.phase = name;
    stopAt = performance.now() + seconds * 1000;
    const cpuBefore = serverPid === undefined ? NaN : cpuSeconds(serverPid);
    const machineBefore = machineTicks();
    await Promise.all([sleep(seconds * 1000), ...(withWrites ? plan.writes(writesPhase) : [])]);
    const requests = recorder.summary(name).reduce((sum, row) => sum + row.count, 0);
    const cpuAfter = serverPid === undefined ? NaN : cpuSeconds(serverPid);
    return {
      name,
      cpuMsPerRequest: ((cpuAfter - cpuBefore) * 1000) / requests,
      machineBusy: machineBusySince(machineBefore),
    };
  };

  let closed = false;
  recorder.phase = 'warm-up';
  const reading = Promise.all(plan.readers.map((look) => rereading(look, () => closed)));
  try {
    await phase('warm-up', WARM_UP_SECONDS, true);
    const phases = [];
    for (let round = 1; round <= plan.rounds; round += 1) {
      phases.push(await phase(phaseName(CALM, round), plan.calmSeconds, false));
      phases.push(await phase(phaseName(WRITES, round), plan.writesSeconds, true));
    }
    return { recorder, rounds: plan.rounds, phases };
  } finally {
    closed = true;
    recorder.phase = 'closing';
    await reading;
  }
}

/**
 * Round by round, p99 of `operation` in the writes phase over its p99 in the
 * calm just before; their median and spread (NaN when no round has both).
 * @param {RoundsResult} result
 * @param {string} operation
 */
export function writesOverCalm({ recorder, rounds }, operation) {
  const p99 = (/** @type {string} */ phase) =>
    recorder.summary(phase).find((row) => row.operation === operation)?.p99 ?? NaN;
  const byRound = Array.from({ length: rounds }, (_, i) => ({
    calm: p99(phaseName(CALM, i + 1)),
    writes: p99(phaseName(WRITES, i + 1)),
  }));
  const ratios = byRound
    .map((round) => round.writes / round.calm)
    .filter((ratio) => Number.isFinite(ratio));
  if (ratios.length === 0) return { byRound, median: NaN, min: NaN, max: NaN };
  return { byRound, median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}

/**
 * @typedef {object} Goals
 * @property {Record<string, number>} p95  operation → its goal for p95, ms
 * @property {Record<string, number>} [p99]  operation → its goal for p99, ms
 * @property {string[]} compared  the readers' operations whose writes-over-calm ratio is judged
 * @property {number} ratio  the most the writes may raise a compared operation's p99, × calm
 */

/**
 * The goals of an operation and how it fared in a phase; '' for none.
 * @param {RoundsResult} result
 * @param {Goals} goals
 * @param {{ operation: string, p95: number, p99: number }} row
 * @param {string} kind
 */
function goalCell(result, goals, row, kind) {
  const cells = [];
  const p95Goal = goals.p95[row.operation];
  if (p95Goal !== undefined) cells.push(`p95 ≤ ${p95Goal} ms: ${met(row.p95 <= p95Goal)}`);
  const p99Goal = goals.p99?.[row.operation];
  if (p99Goal !== undefined) cells.push(`p99 ≤ ${p99Goal} ms: ${met(row.p99 <= p99Goal)}`);
  if (kind === WRITES && goals.compared.includes(row.operation)) {
    const ratio = writesOverCalm(result, row.operation);
    cells.push(
      `p99 ${ratio.median.toFixed(2)}× calm (${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}; ` +
        `≤ ${goals.ratio}×): ${met(ratio.median <= goals.ratio)}`,
    );
  }
  return cells.join('; ');
}

/**
 * Per phase kind, every round's phase of that kind together: each
 * operation's requests, latencies, the server's own time, failures and its
 * goals; then the compared operations' p99 round by round.
 * @param {RoundsResult} result
 * @param {Goals} goals
 * @param {{ calm: string, writes: string }} titles
 */
export function reportRounds(result, goals, titles) {
  /** The readers' operations first, in the order given, then the writes: the same rows each run. */
  const rank = (/** @type {{ operation: string }} */ row) => {
    const index = goals.compared.indexOf(row.operation);
    return index === -1 ? goals.compared.length : index;
  };
  for (const kind of [CALM, WRITES]) {
    const phases = phasesOf(result.rounds, kind);
    console.log(
      `\n${kind === CALM ? titles.calm : titles.writes} (${result.rounds} rounds together)`,
    );
    const rows = result.recorder.summary(phases).sort((a, b) => rank(a) - rank(b));
    printGrid(
      ['operation', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'server p50/p99', 'failed', 'goal'],
      rows.map((row) => [
        row.operation,
        String(row.count),
        ms(row.p50),
        ms(row.p95),
        ms(row.p99),
        `${ms(row.server.p50)}/${ms(row.server.p99)}`,
        String(row.failed),
        goalCell(result, goals, row, kind),
      ]),
    );
    for (const row of rows.filter((each) => each.failed > 0))
      console.log(`  first failure of ${row.operation}: ${row.why}`);
    const figures = result.phases.filter((phase) => phases.includes(phase.name));
    console.log(
      `server CPU ${median(figures.map((phase) => phase.cpuMsPerRequest)).toFixed(2)} ms a request; ` +
        `the machine's CPUs ${(100 * median(figures.map((phase) => phase.machineBusy))).toFixed(0)} % busy ` +
        '(medians of the rounds)',
    );
  }
  console.log('\np99 ms round by round, calm → writes:');
  for (const operation of goals.compared) {
    const rounds = writesOverCalm(result, operation).byRound;
    console.log(
      `  ${operation}: ${rounds.map((round) => `${ms(round.calm)} → ${ms(round.writes)}`).join(', ')}`,
    );
  }
}
