/**
 * Runs at most `limit` tasks at a time; the others wait their turn, in the
 * order they came, for as long as it takes (a task that must not wait
 * forever brings its own timeout).
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be ≥ 1, got ${limit}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((turn) => this.waiting.push(turn));
    else this.running++;
    try {
      return await task();
    } finally {
      // The place passes straight to the next in line, so nobody can slip in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
