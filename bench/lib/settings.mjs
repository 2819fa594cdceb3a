/**
 * Knobs shared by every suite, from the environment so a quick run is
 * `BENCH_DURATION=3 npm run bench`.
 */
export const settings = {
  /** Seconds each target is measured. */
  duration: positiveNumber('BENCH_DURATION', 10),
  /** Concurrent connections the load generator keeps open. */
  connections: positiveNumber('BENCH_CONNECTIONS', 50),
  /** Seconds of unrecorded load first, so the JIT and the pools are warm (0: none). */
  warmup: positiveNumber('BENCH_WARMUP', 1, { allowZero: true }),
};

/**
 * @param {string} name
 * @param {number} fallback
 * @param {{ allowZero?: boolean }} [options]
 */
export function positiveNumber(name, fallback, { allowZero = false } = {}) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero)) {
    throw new Error(
      `${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${raw}"`,
    );
  }
  return value;
}
