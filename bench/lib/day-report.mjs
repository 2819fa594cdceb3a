// The application-day suite's figures beside its goals: per variant the
// calm and day phases of every round together, each list's day-over-calm
// ratio round by round, the live refetch storms and the server's memory
// over the run; then the variants side by side.
import { printGrid } from './report.mjs';
import { median, mib, ms } from './stats.mjs';

export const GOALS = {
  listP99: 100,
  submitP99: 1000,
  dtrP99: 100,
  dayOverCalm: 1.3,
  /** RSS at the end of a run over RSS after its first third, at most. */
  rssGrowth: 1.1,
};
/**
 * The screens staff keep open; a live refetch is a read of the first by ten
 * at once, held to the list's goal but not to its calm (no calm has ten at once).
 */
const LISTS = ['applications list', 'scholars list', 'office DTR month'];
const LIVE_REFETCH = 'applications list, live refetch';

/**
 * @typedef {object} Phase
 * @property {string} name  `calm#2`, `day#2`…
 * @property {number} cpuMsPerRequest  the server's CPU over the phase, per request
 * @property {number} clientCpuShare  the CPU this suite's own process used over the phase, in cores
 * @property {number} staffLagMaxMs  the longest the staff's thread was late: a delay in the lists' figures, not the server's
 * @property {number} clientLagMaxMs  the longest the other simulated people's thread was late: a delay in their figures
 * @property {number} machineBusy  the machine's CPUs over the phase: 0 idle, 1 all busy
 */

/**
 * @typedef {object} Storm
 * @property {number} loads  the times the refetches of one storm loaded the page (the others were served what one of them loaded)
 * @property {number} queries  what the refetches of one storm ran together
 * @property {boolean} overlapped  a submission was under way, which changes the page itself
 */

/**
 * @typedef {object} Day
 * @property {import('./day-load.mjs').Recorder} recorder
 * @property {number} rounds
 * @property {number} instances  server processes behind the one address
 * @property {boolean} keepsPages  whether the server keeps list pages (LIST_CACHE_ENTRIES); without, a refetch arriving after a load ended loads again
 * @property {Phase[]} phases
 * @property {Array<{ minutes: number, bytes: number }>} rss  the RSS of the server's processes together, every 5 s
 * @property {Storm[]} refetchStorms
 */

const met = (/** @type {boolean} */ ok) => (ok ? 'met' : 'missed');
const phasesOf = (/** @type {Day} */ day, /** @type {string} */ kind) =>
  Array.from({ length: day.rounds }, (_, i) => `${kind}#${i + 1}`);

/**
 * Round by round, p99 of list `operation` in the day over its p99 in the calm before.
 * @param {Day} day
 * @param {string} operation
 */
export function dayOverCalm(day, operation) {
  const p99 = (/** @type {string} */ phase, /** @type {string} */ op) =>
    day.recorder.summary(phase).find((row) => row.operation === op)?.p99 ?? NaN;
  const ratios = Array.from(
    { length: day.rounds },
    (_, i) => p99(`day#${i + 1}`, operation) / p99(`calm#${i + 1}`, operation),
  ).filter((ratio) => Number.isFinite(ratio));
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}

const ratioText = (/** @type {ReturnType<typeof dayOverCalm>} */ ratio) =>
  `${ratio.median.toFixed(2)}× (${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)})`;

/**
 * The goals of an operation of the day and how it fared; '' for none.
 * @param {Day} day
 * @param {{ operation: string, p99: number }} row
 */
function goalOf(day, row) {
  if (row.operation === LIVE_REFETCH)
    return `p99 ≤ ${GOALS.listP99} ms: ${met(row.p99 <= GOALS.listP99)}`;
  if (LISTS.includes(row.operation)) {
    const ratio = dayOverCalm(day, row.operation);
    return (
      `p99 ≤ ${GOALS.listP99} ms: ${met(row.p99 <= GOALS.listP99)}; ` +
      `${ratioText(ratio)} calm (≤ ${GOALS.dayOverCalm}×): ${met(ratio.median <= GOALS.dayOverCalm)}`
    );
  }
  if (row.operation === 'application submitted')
    return `p99 ≤ ${GOALS.submitP99} ms: ${met(row.p99 <= GOALS.submitP99)}`;
  if (row.operation === 'DTR day saved')
    return `p99 ≤ ${GOALS.dtrP99} ms: ${met(row.p99 <= GOALS.dtrP99)}`;
  return '';
}

/** RSS at the end of the run over RSS after its first third. */
function rssGrowth(/** @type {Day} */ day) {
  const samples = day.rss;
  const third = samples[Math.floor(samples.length / 3)];
  const last = samples.at(-1);
  if (!third || !last) return { minutes: 0, from: NaN, to: NaN, growth: NaN };
  return {
    minutes: last.minutes,
    from: third.bytes,
    to: last.bytes,
    growth: last.bytes / third.bytes,
  };
}

/** @param {Day} day */
export function reportDay(day) {
  for (const [kind, title] of [
    ['calm', 'calm: staff lists only'],
    ['day', 'day: everything at once'],
  ]) {
    const phases = phasesOf(day, kind);
    console.log(`\n${title} (${day.rounds} rounds together)`);
    const rows = day.recorder.summary(phases);
    printGrid(
      [
        'operation',
        'requests',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'server p50/p99',
        'failed',
        'queries/request',
        'goal',
      ],
      rows.map((row) => [
        row.operation,
        String(row.count),
        ms(row.p50),
        ms(row.p95),
        ms(row.p99),
        `${ms(row.server.p50)}/${ms(row.server.p99)}`,
        String(row.failed),
        row.queriesPerRequest.toFixed(2),
        kind === 'day' ? goalOf(day, row) : '',
      ]),
    );
    for (const row of rows.filter((each) => each.failed > 0))
      console.log(`  first failure of ${row.operation}: ${row.why}`);
    const cpu = day.phases.filter((phase) => phases.includes(phase.name));
    console.log(
      `server CPU ${median(cpu.map((phase) => phase.cpuMsPerRequest)).toFixed(2)} ms a request; ` +
        `the simulated people used ${median(cpu.map((phase) => phase.clientCpuShare)).toFixed(2)} of a core, ` +
        `the staff's thread late by up to ${ms(median(cpu.map((phase) => phase.staffLagMaxMs)))} ms, ` +
        `the others' by up to ${ms(median(cpu.map((phase) => phase.clientLagMaxMs)))} ms; ` +
        `the machine's CPUs ${(100 * median(cpu.map((phase) => phase.machineBusy))).toFixed(0)} % busy (medians of the rounds)`,
    );
  }
  const alone = day.refetchStorms.filter((storm) => !storm.overlapped);
  const single = alone.filter((storm) => storm.loads <= day.instances).length;
  const overlapped = day.refetchStorms.filter((storm) => storm.overlapped);
  console.log(
    `\nlive refetch storms (every HR table refetching the page after a decision): ${day.refetchStorms.length}; ` +
      `of the ${alone.length} with no submission under way, ${single} loaded the page at most once ${day.instances > 1 ? `per instance (${day.instances})` : ''} ` +
      `${day.keepsPages ? `(goal: all): ${met(single === alone.length)}` : '(no goal: no pages kept, so a refetch arriving after a load ended loads again)'}; ` +
      `${overlapped.length} overlapped a submission, ` +
      `most loads in one: ${Math.max(0, ...overlapped.map((storm) => storm.loads))}; ` +
      `queries a storm: median ${median(day.refetchStorms.map((storm) => storm.queries))}`,
  );
  const rss = rssGrowth(day);
  console.log(
    `server RSS${day.instances > 1 ? ` (${day.instances} processes)` : ''} over ${rss.minutes.toFixed(1)} min: ${mib(rss.from)} MiB after the first third, ` +
      `${mib(rss.to)} MiB at the end, ${rss.growth.toFixed(2)}× (≤ ${GOALS.rssGrowth}×): ${met(rss.growth <= GOALS.rssGrowth)}; ` +
      `highest ${mib(Math.max(...day.rss.map((sample) => sample.bytes)))} MiB`,
  );
}

/**
 * The day's list and write figures of every variant side by side.
 * @param {Array<{ name: string, day: Day }>} results
 */
export function reportVariants(results) {
  if (results.length < 2) return;
  const p99 = (/** @type {Day} */ day, /** @type {string} */ kind, /** @type {string} */ op) =>
    day.recorder.summary(phasesOf(day, kind)).find((row) => row.operation === op)?.p99 ?? NaN;
  console.log('\nvariants, p99 ms of the day (of the calm; day over calm, median of the rounds)');
  printGrid(
    ['operation', ...results.map(({ name }) => name)],
    [...LISTS, LIVE_REFETCH, 'application submitted', 'DTR day saved', 'HR decision'].map((op) => [
      op,
      ...results.map(({ day }) =>
        LISTS.includes(op)
          ? `${ms(p99(day, 'day', op))} (${ms(p99(day, 'calm', op))}; ${dayOverCalm(day, op).median.toFixed(2)}×)`
          : ms(p99(day, 'day', op)),
      ),
    ]),
  );
}
