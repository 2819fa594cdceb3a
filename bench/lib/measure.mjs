import autocannon from 'autocannon';
import { settings } from './settings.mjs';

/**
 * @typedef {object} Row
 * @property {string} title
 * @property {number} requestsPerSecond  mean over the run
 * @property {number} latencyP50  milliseconds
 * @property {number} latencyP99  milliseconds
 * @property {number} non2xx  responses with another status (their latency still counts)
 * @property {number} errors  connection errors and timeouts
 */

/**
 * One endpoint to load. With `nextBody`, every request sends the body it
 * returns instead of `body`.
 * @typedef {object} Target
 * @property {string} url
 * @property {string} title
 * @property {string} [method]  GET unless given
 * @property {string} [body]
 * @property {() => string} [nextBody]
 * @property {Record<string, string>} [headers]
 */

/**
 * Loads one endpoint with autocannon for `settings.duration` seconds and
 * returns its figures. One request is sent first and must succeed: a broken
 * endpoint would otherwise show up as an impressively fast error page.
 * @param {Target} target
 * @returns {Promise<Row>}
 */
export async function measure(target) {
  await checkAnswers(target);
  process.stderr.write(
    `measuring ${target.title} (${settings.duration} s, ${settings.connections} connections)…\n`,
  );
  return load(target, { seconds: settings.duration, warmupSeconds: settings.warmup });
}

/**
 * Loads one endpoint with autocannon (`settings.connections`) for `seconds`,
 * after `warmupSeconds` of unrecorded load, without checking it first.
 * @param {Target} target
 * @param {{ seconds: number, warmupSeconds?: number }} time
 * @returns {Promise<Row>}
 */
export async function load(
  { url, title, method = 'GET', body, nextBody, headers = {} },
  { seconds, warmupSeconds = 0 },
) {
  const result = await autocannon({
    url,
    title,
    method: /** @type {any} */ (method),
    body,
    headers,
    ...(nextBody
      ? { requests: [{ setupRequest: (/** @type {any} */ req) => ({ ...req, body: nextBody() }) }] }
      : {}),
    connections: settings.connections,
    duration: seconds,
    ...(warmupSeconds > 0
      ? { warmup: { connections: settings.connections, duration: warmupSeconds } }
      : {}),
  });
  return {
    title,
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Sends the target's request once; throws unless it answers 2xx.
 * @param {Target} target
 */
export async function checkAnswers({ url, title, method = 'GET', body, nextBody, headers = {} }) {
  const sent = nextBody?.() ?? body;
  const response = await fetch(url, {
    method,
    body: sent,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const text = (await response.text()).slice(0, 500);
    throw new Error(
      `${title}: ${method} ${url} answered ${response.status} before measuring:\n${text}`,
    );
  }
}
