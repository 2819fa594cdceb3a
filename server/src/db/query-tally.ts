import type { Logger } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';

/** The queries run so far for one piece of work (an HTTP request), and the list pages among them it loaded. */
export interface QueryTally {
  readonly queries: number;
  readonly listLoads: number;
}

const tallies = new AsyncLocalStorage<{ queries: number; listLoads: number }>();

/**
 * Runs `work` with a tally of the queries it sends to the database, itself or
 * through anything it awaits. A load another caller started and this one only
 * joins (LiveCache) counts for the caller that started it.
 */
export function withQueryTally<T>(work: (tally: QueryTally) => T): T {
  const tally = { queries: 0, listLoads: 0 };
  return tallies.run(tally, () => work(tally));
}

/**
 * Runs `work` outside any tally: background work a request only starts (the
 * mail worker's round it wakes) and does not wait for is not that request's.
 */
export function untallied<T>(work: () => T): T {
  return tallies.exit(work);
}

/** Drizzle tells its logger of every query it sends: each one counts for the work running it. */
export const queryTallyLogger: Logger = {
  logQuery: () => {
    const tally = tallies.getStore();
    if (tally) tally.queries += 1;
  },
};

/** A list page (ListCache) is loaded from the database for the work running: it counts for that work. */
export function countListLoad(): void {
  const tally = tallies.getStore();
  if (tally) tally.listLoads += 1;
}
