// Throughput ratios measured in interleaved rounds: every round loads each
// target once, for a short slice, and a target's ratio in a round is its
// req/s over the baseline's req/s in that same round. A busy moment of the
// machine then lowers both sides of one round's ratio instead of one side of
// the only ratio; the median of the rounds is the figure, their least and
// most its spread.
import { checkAnswers, load } from './measure.mjs';
import { positiveNumber, settings } from './settings.mjs';
import { median } from './stats.mjs';

/** Knobs of the suites measured in rounds (hot-path, http-baseline). */
export const roundSettings = {
  /** Rounds: every target is loaded once a round. */
  rounds: positiveNumber('BENCH_ROUNDS', 5),
  /** Seconds each target is loaded in each round: the rounds together give it about a lone run's load. */
  seconds: positiveNumber('BENCH_DURATION', 3),
};

/**
 * @typedef {object} RoundsResult
 * @property {import('./measure.mjs').Target[]} targets
 * @property {import('./measure.mjs').Row[][]} rounds  `rounds[r][t]`: target `t` in round `r`
 * @property {number} seconds  seconds each target was loaded in each round
 */

/**
 * @typedef {object} RoundsSummary
 * @property {string} title
 * @property {boolean} baseline  whether this is the target the others are divided by
 * @property {number[]} requestsPerSecond  round by round
 * @property {number} medianRequestsPerSecond
 * @property {number} latencyP50  ms, median of the rounds' p50
 * @property {number} latencyP99  ms, median of the rounds' p99
 * @property {number} failures  non-2xx responses and errors over every round
 * @property {number[]} ratios  round by round: req/s over the baseline's req/s in the same round
 * @property {number} ratio  median of `ratios`
 * @property {number} min  least of `ratios`
 * @property {number} max  most of `ratios`
 */

/**
 * Checks that every target answers 2xx, loads each for `warmupSeconds`
 * unrecorded (the JIT, the pools and the caches of every path warm before any
 * round), then `rounds` rounds of every target for `seconds`, the order
 * rotated by one each round so that no target always runs first, last, or
 * right after the same one.
 * @param {import('./measure.mjs').Target[]} targets
 * @param {{ rounds?: number, seconds?: number, warmupSeconds?: number }} [options]
 * @returns {Promise<RoundsResult>}
 */
export async function measureInRounds(
  targets,
  {
    rounds = roundSettings.rounds,
    seconds = roundSettings.seconds,
    warmupSeconds = settings.warmup,
  } = {},
) {
  for (const target of targets) await checkAnswers(target);
  if (warmupSeconds > 0) {
    progress(`warm-up: ${targets.length} targets × ${warmupSeconds} s`);
    for (const target of targets) await load(target, { seconds: warmupSeconds });
  }
  /** @type {import('./measure.mjs').Row[][]} */
  const byRound = [];
  for (let round = 0; round < rounds; round += 1) {
    progress(`round ${round + 1}/${rounds}: ${targets.length} targets × ${seconds} s`);
    const rows = /** @type {import('./measure.mjs').Row[]} */ (Array(targets.length));
    for (const index of rotatedOrder(targets.length, round))
      rows[index] = await load(targets[index], { seconds });
    byRound.push(rows);
  }
  return { targets, rounds: byRound, seconds };
}

/**
 * Each target's figures over the rounds, its ratio to the target at
 * `baselineIndex` taken round by round.
 * @param {RoundsResult} result
 * @param {number} [baselineIndex]
 * @returns {RoundsSummary[]}
 */
export function summariseRounds({ targets, rounds }, baselineIndex = 0) {
  const baselineRates = rounds.map((rows) => rows[baselineIndex].requestsPerSecond);
  return targets.map((target, index) => {
    const rows = rounds.map((roundRows) => roundRows[index]);
    const requestsPerSecond = rows.map((row) => row.requestsPerSecond);
    const ratios = requestsPerSecond.map((rate, round) => rate / baselineRates[round]);
    return {
      title: target.title,
      baseline: index === baselineIndex,
      requestsPerSecond,
      medianRequestsPerSecond: median(requestsPerSecond),
      latencyP50: median(rows.map((row) => row.latencyP50)),
      latencyP99: median(rows.map((row) => row.latencyP99)),
      failures: rows.reduce((sum, row) => sum + row.non2xx + row.errors, 0),
      ratios,
      ratio: median(ratios),
      min: Math.min(...ratios),
      max: Math.max(...ratios),
    };
  });
}

/**
 * The indices `0…count-1` starting at `round`, wrapping around.
 * @param {number} count
 * @param {number} round
 */
function rotatedOrder(count, round) {
  return Array.from({ length: count }, (_, position) => (position + round) % count);
}

/** @param {string} line */
function progress(line) {
  process.stderr.write(`${line} (${settings.connections} connections)…\n`);
}
