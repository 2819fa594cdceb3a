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
 * Loads one endpoint with autocannon for `settings.duration` seconds and
 * returns its figures. One request is sent first and must succeed: a broken
 * endpoint would otherwise show up as an impressively fast error page. With
 * `nextBody`, every request sends the body it returns instead of `body`.
 * @param {{ url: string, title: string, method?: string, body?: string, nextBody?: () => string, headers?: Record<string, string> }} target
 * @returns {Promise<Row>}
 */
export async function measure({ url, title, method = 'GET', body, nextBody, headers = {} }) {
  await checkAnswers({ url, title, method, body: nextBody?.() ?? body, headers });
  process.stderr.write(
    `measuring ${title} (${settings.duration} s, ${settings.connections} connections)…\n`,
  );
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
    duration: settings.duration,
    ...(settings.warmup > 0
      ? { warmup: { connections: settings.connections, duration: settings.warmup } }
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

/** @param {{ url: string, title: string, method: string, body?: string, headers: Record<string, string> }} target */
async function checkAnswers({ url, title, method, body, headers }) {
  const response = await fetch(url, { method, body, headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) {
    const text = (await response.text()).slice(0, 500);
    throw new Error(
      `${title}: ${method} ${url} answered ${response.status} before measuring:\n${text}`,
    );
  }
}
