import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
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
 * Prints the rows as a table, each with its throughput as a multiple of
 * `baseline`'s, then those ratios in words.
 * @param {import('./measure.mjs').Row[]} rows
 * @param {import('./measure.mjs').Row} baseline
 */
export function printTable(rows, baseline) {
  const ratio = (/** @type {import('./measure.mjs').Row} */ row) =>
    row.requestsPerSecond / baseline.requestsPerSecond;
  printGrid(
    [...MEASURED_HEADER, `× ${baseline.title}`],
    rows.map((row) => [...measuredCells(row), `${ratio(row).toFixed(2)}×`]),
  );
  console.log();
  for (const row of rows.filter((row) => row !== baseline)) {
    console.log(`${row.title} = ${ratio(row).toFixed(2)}× ${baseline.title}`);
  }
  if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
    console.log(
      'note: rows with non-2xx responses or errors measured something else than the happy path.',
    );
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
