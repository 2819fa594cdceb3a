/**
 * The value below which a fraction `q` of `values` lies (nearest rank);
 * NaN for no values.
 * @param {number[]} values
 * @param {number} q  0..1
 */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * The middle value, or the mean of the two middle ones; NaN for no values.
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * p50, p95, p99 and max of latencies in milliseconds.
 * @param {number[]} values
 */
export function latencySummary(values) {
  return {
    p50: quantile(values, 0.5),
    p95: quantile(values, 0.95),
    p99: quantile(values, 0.99),
    max: values.length > 0 ? Math.max(...values) : NaN,
  };
}

/** Milliseconds with one decimal, or "-" when there is no figure. */
export const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? value.toFixed(1) : '-';

/** Mebibytes with one decimal. */
export const mib = (/** @type {number} */ bytes) => (bytes / 2 ** 20).toFixed(1);
