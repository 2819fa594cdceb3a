import type { NextFunction, Request, Response } from 'express';
import { withQueryTally } from '../db/query-tally.js';

/**
 * Tells, in each answer's Server-Timing header, how many database queries the
 * request ran itself (`db;desc="3 queries"`) and how many pages of a cached
 * list it loaded (`list;desc="1 load"`): a request served from a cache, or
 * one that joined another's load under way, ran none; and how long the
 * server took from the request's arrival to the answer's first byte
 * (`app;dur=12.5`, milliseconds). Browsers' developer tools show both; the
 * benchmarks add them up per operation, and tell the server's time from the
 * wire's and the client's.
 */
export function serverTiming(_req: Request, res: Response, next: NextFunction): void {
  const arrived = performance.now();
  withQueryTally((tally) => {
    const writeHead = res.writeHead;
    // Headers go out with the first byte of the answer: the queries are all run by then.
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!this.headersSent) {
        const took = (performance.now() - arrived).toFixed(1);
        this.setHeader(
          'Server-Timing',
          `db;desc="${tally.queries} queries", list;desc="${tally.listLoads} loads", app;dur=${took}`,
        );
      }
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  });
}
