import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { roundSettings, summariseRounds } from './rounds-autocannon.mjs';
import { settings } from './settings.mjs';

/** Prints what the figures depend on: they mean little without it. */
export function printMachine() {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memoryGiB = (totalmem() / 2 ** 30).toFixed(1);
  console.log(
    `machine: ${availableParallelism()} CPUs (${model}), ${memoryGiB} GiB, ${process.platform}/${process.arch}`,
  );
  // Other work on the machine moves every figure: say how busy it was.
  console.log(`node ${process.version}, load average ${loadavg()[0]?.toFixed(2)} before the run`);
  console.log(
    `load: autocannon, ${settings.connections} connections, ${settings.duration} s per target` +
      (settings.warmup > 0 ? ` after ${settings.warmup} s warm-up` : '') +
      ' (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP)',
  );
  console.log(
    `suites measured in rounds: ${roundSettings.rounds} rounds × ${roundSettings.seconds} s per target` +
      ' (BENCH_ROUNDS, BENCH_DURATION)',
  );
}

/** The columns of an autocannon row (see `measuredCells`). */
export const MEASURED_HEADER = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];

/**
 * An autocannon row as table cells, in the order of MEASURED_HEADER.
 * @param {import('./measure.mjs').Row} row
 */
export function measuredCells(row) {
  return [
    row.title,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    String(row.latencyP50),
    String(row.latencyP99),
    String(row.non2xx),
    String(row.errors),
  ];
}

/**
 * Prints targets measured in rounds (rounds-autocannon.mjs): per target the
 * medians of the rounds' req/s and latencies, the failures of every round,
 * the median of its per-round ratios to the baseline with their spread
 * (least–most) and, with `goal`, a verdict on that median; then the ratios
 * round by round.
 * @param {import('./rounds-autocannon.mjs').RoundsResult} result
 * @param {{ baselineIndex?: number, baselineName?: string, goal?: (summary: import('./rounds-autocannon.mjs').RoundsSummary) => string }} [options]
 */
export function printRounds(result, { baselineIndex = 0, baselineName, goal } = {}) {
  const summaries = summariseRounds(result, baselineIndex);
  const name = baselineName ?? summaries[baselineIndex].title;
  printGrid(
    [
      'target',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      `× ${name}`,
      'spread',
      ...(goal ? ['goal'] : []),
    ],
    summaries.map((summary) => [
      summary.title,
      Math.round(summary.medianRequestsPerSecond).toLocaleString('en-US'),
      String(summary.latencyP50),
      String(summary.latencyP99),
      String(summary.failures),
      summary.ratio.toFixed(2),
      summary.baseline ? '' : `(${summary.min.toFixed(2)}–${summary.max.toFixed(2)})`,
      ...(goal ? [summary.baseline ? '' : goal(summary)] : []),
    ]),
  );
  console.log(
    `\nmedians of ${result.rounds.length} rounds of ${result.seconds} s per target, in rotated order ` +
      '(BENCH_ROUNDS, BENCH_DURATION); spread: the least and the most round.',
  );
  printRoundByRound(summaries, name);
  if (summaries.some((summary) => summary.failures > 0))
    console.log(
      'note: rows with non-2xx responses or errors measured something else than the happy path.',
    );
}

/**
 * The baseline's req/s and every other target's ratio, round by round: how
 * much the machine moved, and whether the ratios moved with it.
 * @param {import('./rounds-autocannon.mjs').RoundsSummary[]} summaries
 * @param {string} name  what the baseline is called in the ratio
 */
function printRoundByRound(summaries, name) {
  console.log(`round by round, × ${name} of the same round:`);
  for (const summary of summaries) {
    const figures = summary.baseline
      ? `${summary.requestsPerSecond.map((rate) => Math.round(rate).toLocaleString('en-US')).join(', ')} req/s`
      : summary.ratios.map((ratio) => ratio.toFixed(2)).join(', ');
    console.log(`  ${summary.title}: ${figures}`);
  }
}

/**
 * Prints rows of cells under a header, columns padded to their widest cell:
 * the first `leftColumns` columns left-aligned (names), the rest right-aligned
 * (numbers).
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {{ leftColumns?: number }} [options]
 */
export function printGrid(header, rows, { leftColumns = 1 } = {}) {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((cells) => (cells[column] ?? '').length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) =>
        column < leftColumns ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of rows) console.log(line(cells));
}
