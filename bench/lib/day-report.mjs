// The application-day suite's figures beside its goals: per phase and
// operation, then the variants side by side.
import { loadavg } from 'node:os';
import { printGrid } from './report.mjs';
import { mib, ms } from './stats.mjs';

export const GOALS = { listP99: 100, submitP99: 1000, dtrP99: 100, mixedOverCalm: 1.3 };
/** The screens staff keep open; a live refetch is a read of the first. */
const LISTS = ['applications list', 'scholars list', 'office DTR month'];
const LIVE_REFETCH = 'applications list, live refetch';

/**
 * @typedef {object} Phase
 * @property {number} cpuMsPerRequest  the server's CPU over the phase, per request
 * @property {number[]} rss  the server's RSS before and after, bytes
 */

/**
 * @typedef {object} Day
 * @property {import('./day-load.mjs').Recorder} recorder
 * @property {Phase} calm
 * @property {Phase} day
 * @property {number[]} refetchStorms  the queries each storm of live refetches cost together
 */

const met = (/** @type {boolean} */ ok) => (ok ? 'met' : 'missed');

/**
 * The goal of an operation of the day and how it fared; '' for none.
 * @param {{ operation: string, p99: number }} row
 * @param {Map<string, { p99: number }>} calm
 */
function goalOf(row, calm) {
  if (LISTS.includes(row.operation) || row.operation === LIVE_REFETCH) {
    const ratio = row.p99 / (calm.get(row.operation.replace(', live refetch', ''))?.p99 ?? NaN);
    return (
      `p99 ≤ ${GOALS.listP99} ms: ${met(row.p99 <= GOALS.listP99)}; ` +
      `${ratio.toFixed(2)}× calm (≤ ${GOALS.mixedOverCalm}×): ${met(ratio <= GOALS.mixedOverCalm)}`
    );
  }
  if (row.operation === 'application submitted')
    return `p99 ≤ ${GOALS.submitP99} ms: ${met(row.p99 <= GOALS.submitP99)}`;
  if (row.operation === 'DTR day saved')
    return `p99 ≤ ${GOALS.dtrP99} ms: ${met(row.p99 <= GOALS.dtrP99)}`;
  return '';
}

/** What loading the applications page costs: the queries most reads that loaded it ran. */
function oneLoad(/** @type {Day} */ day) {
  /** @type {Map<number, number>} */
  const reads = new Map();
  for (const [key, outcomes] of day.recorder.outcomes)
    if (key.endsWith('\u0000applications list'))
      for (const { queries } of outcomes)
        if (queries > 0) reads.set(queries, (reads.get(queries) ?? 0) + 1);
  return [...reads].sort(([, a], [, b]) => b - a)[0]?.[0] ?? NaN;
}

/** @param {Day} day */
export function reportDay(day) {
  const calm = new Map(day.recorder.summary('calm').map((row) => [row.operation, row]));
  for (const [phase, title] of [
    ['calm', 'calm: staff lists only'],
    ['day', 'day: everything at once'],
  ]) {
    console.log(`\n${title}`);
    const rows = day.recorder.summary(phase);
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
        phase === 'day' ? goalOf(row, calm) : '',
      ]),
    );
    for (const row of rows.filter((each) => each.failed > 0))
      console.log(`  first failure of ${row.operation}: ${row.why}`);
    const figures = phase === 'calm' ? day.calm : day.day;
    const [before, after] = figures.rss;
    console.log(
      `server CPU ${figures.cpuMsPerRequest.toFixed(2)} ms a request; RSS ${mib(before)} → ${mib(after)} MiB; ` +
        `load average ${loadavg()[0].toFixed(2)}`,
    );
  }
  const load = oneLoad(day);
  const single = day.refetchStorms.filter((queries) => queries <= load).length;
  console.log(
    `\nlive refetch storms (every HR table refetching the page after a decision): ${day.refetchStorms.length}; ` +
      `at most one load's queries (${load}) in ${single} (goal: all); most in one storm: ${Math.max(...day.refetchStorms)}`,
  );
}

/**
 * The day's list and write figures of every variant side by side.
 * @param {Array<{ name: string, day: Day }>} results
 */
export function reportVariants(results) {
  if (results.length < 2) return;
  const p99 = (/** @type {Day} */ day, /** @type {string} */ phase, /** @type {string} */ op) =>
    day.recorder.summary(phase).find((row) => row.operation === op)?.p99 ?? NaN;
  console.log('\nvariants, p99 ms of the day (calm in brackets)');
  printGrid(
    ['operation', ...results.map(({ name }) => name)],
    [...LISTS, LIVE_REFETCH, 'application submitted', 'DTR day saved', 'HR decision'].map((op) => [
      op,
      ...results.map(({ day }) =>
        LISTS.includes(op)
          ? `${ms(p99(day, 'day', op))} (${ms(p99(day, 'calm', op))})`
          : ms(p99(day, 'day', op)),
      ),
    ]),
  );
}
