// What the application-day suite does to the server, and what it writes down
// of each request: its time on the client's clock, whether it failed, and the
// database queries the server says it ran (Server-Timing, SERVER_TIMING=true).
import { clientOperation } from './client-documents.mjs';
import { latencySummary } from './stats.mjs';

/**
 * @typedef {object} Outcome
 * @property {number} ms
 * @property {boolean} failed  not 2xx, GraphQL errors, or no answer
 * @property {number} queries  as the answer's Server-Timing says (0 when it says nothing)
 * @property {number} listLoads  pages of a cached list the request loaded itself, as its Server-Timing says
 * @property {number} serverMs  the server's own time to the answer's first byte, as its Server-Timing says (NaN when it says nothing)
 * @property {string} [why]  the first failure's answer, to print
 */

/** Each operation's outcomes, by phase of the run. */
export class Recorder {
  /** @type {Map<string, Outcome[]>} */
  outcomes = new Map();

  phase = 'setup';

  /**
   * @param {string} operation
   * @param {Outcome} outcome
   * @param {string} phase  the phase the request began in
   */
  add(operation, outcome, phase) {
    const key = `${phase}\u0000${operation}`;
    const list = this.outcomes.get(key) ?? [];
    list.push(outcome);
    this.outcomes.set(key, list);
  }

  /**
   * Adds what another recorder (in another thread) wrote down.
   * @param {Map<string, Outcome[]>} outcomes
   */
  merge(outcomes) {
    for (const [key, list] of outcomes)
      this.outcomes.set(key, [...(this.outcomes.get(key) ?? []), ...list]);
  }

  /**
   * Per operation of `phases` together: count, latencies, server times,
   * failures, queries per request.
   * @param {string | string[]} phases
   */
  summary(phases) {
    const wanted = new Set([phases].flat());
    /** @type {Map<string, Outcome[]>} */
    const byOperation = new Map();
    for (const [key, list] of this.outcomes) {
      const [phase, operation] = key.split('\u0000');
      if (wanted.has(phase))
        byOperation.set(operation, [...(byOperation.get(operation) ?? []), ...list]);
    }
    return [...byOperation].map(([operation, list]) => ({
      operation,
      count: list.length,
      ...latencySummary(list.map((outcome) => outcome.ms)),
      server: latencySummary(
        list.map((outcome) => outcome.serverMs).filter((ms) => Number.isFinite(ms)),
      ),
      failed: list.filter((outcome) => outcome.failed).length,
      why: list.find((outcome) => outcome.failed)?.why,
      queriesPerRequest: list.reduce((sum, outcome) => sum + outcome.queries, 0) / list.length,
    }));
  }
}

/** @param {Response} response */
const queriesOf = (response) =>
  Number(/db;desc="(\d+) queries"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 0);

/** @param {Response} response */
const listLoadsOf = (response) =>
  Number(/list;desc="(\d+) loads"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 0);

/** @param {Response} response */
const serverMsOf = (response) =>
  Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);

/**
 * Sends one request as `browser` and records it under `operation`.
 * @param {Recorder} recorder
 * @param {string} operation
 * @param {() => Promise<Response>} send
 * @returns {Promise<Outcome>}
 */
export async function timed(recorder, operation, send) {
  const { phase } = recorder;
  const started = performance.now();
  /** @type {Outcome} */
  let outcome;
  try {
    const response = await send();
    const text = await response.text();
    const graphqlFailed = text.startsWith('{"errors"') || text.includes('"errors":[');
    const failed = !response.ok || graphqlFailed;
    outcome = {
      ms: performance.now() - started,
      failed,
      queries: queriesOf(response),
      listLoads: listLoadsOf(response),
      serverMs: serverMsOf(response),
      ...(failed ? { why: `${response.status} ${text.slice(0, 200)}` } : {}),
    };
  } catch (error) {
    outcome = {
      ms: performance.now() - started,
      failed: true,
      queries: 0,
      listLoads: 0,
      serverMs: NaN,
      why: String(error),
    };
  }
  recorder.add(operation, outcome, phase);
  return outcome;
}

/**
 * The client's operation `name` sent by `browser` with `variables`; answered
 * UNAUTHENTICATED (the access token expired), the session is refreshed and
 * the operation sent again, as the web client does, all in one request's time.
 * @param {import('./browser.mjs').Browser} browser
 * @param {string} name
 * @param {Record<string, unknown>} variables
 */
export function clientRequest(browser, name, variables) {
  const query = clientOperation(name);
  const send = () =>
    browser.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: name, query, variables }),
    });
  return async () => {
    const response = await send();
    const text = await response.text();
    if (text.includes('"UNAUTHENTICATED"') && (await browser.refresh())) return send();
    return new Response(text, { status: response.status, headers: response.headers });
  };
}

export const sleep = (/** @type {number} */ ms) =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** A random time between `from` and `to` milliseconds. */
export const between = (/** @type {number} */ from, /** @type {number} */ to) =>
  from + Math.random() * (to - from);

/**
 * Runs `act` every `1000 / perSecond` ms on average (random gaps, as people
 * arrive) until `until()`, without waiting for one to end before the next
 * starts; resolves when all have ended.
 * @param {number} perSecond
 * @param {() => boolean} until
 * @param {() => Promise<unknown>} act
 */
export async function arriving(perSecond, until, act) {
  const running = new Set();
  while (!until()) {
    const one = act().finally(() => running.delete(one));
    running.add(one);
    await sleep(-Math.log(1 - Math.random()) * (1000 / perSecond));
  }
  await Promise.all(running);
}
