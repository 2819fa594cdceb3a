import type { NextFunction, Request, Response } from 'express';
import { withQueryTally } from '../db/query-tally.js';

/**
 * Tells, in each answer's Server-Timing header, how many database queries the
 * request ran itself (`db;desc="3 queries"`): a request served from a cache,
 * or one that joined another's load under way, ran none. Browsers' developer
 * tools show it; the benchmarks add it up per operation.
 */
export function serverTiming(_req: Request, res: Response, next: NextFunction): void {
  withQueryTally((tally) => {
    const writeHead = res.writeHead;
    // Headers go out with the first byte of the answer: the queries are all run by then.
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!this.headersSent) this.setHeader('Server-Timing', `db;desc="${tally.queries} queries"`);
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  });
}
