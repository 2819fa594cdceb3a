// Client weight (issue #14): the JavaScript a first (cold) visit of each route
// of the web client downloads, measured in Chromium against the built server.
// Each route opens in a fresh browser context (empty cache); every JavaScript
// response the browser receives until the network is idle is summed.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

import { demoPassword, launchChromium, signIn } from './lib/demo-browser.mjs';
import { printGrid } from './lib/report.mjs';
import { startServer } from './lib/services.mjs';

const ROUTES_DIR = fileURLToPath(new URL('../client/src/app/routes/', import.meta.url));
const SIGN_IN_GOAL_KB = 200;
const OTHER_GOAL_KB = 280;
const QUIET_MS = 750;
const QUIET_TIMEOUT_MS = 20_000;

// The demo accounts (SEED_DEMO) of each role; they share the password the seed writes.
const ACCOUNTS = {
  student: 'student@demo.local',
  hr: 'hr@demo.local',
  office: 'office@demo.local',
};
const ROLES = /** @type {Array<keyof typeof ACCOUNTS>} */ (Object.keys(ACCOUNTS));

/**
 * @typedef {object} Route
 * @property {string} path  what the browser opens
 * @property {'anonymous' | keyof typeof ACCOUNTS} visitor
 */

/**
 * @typedef {object} Script
 * @property {string} url
 * @property {number} gzipBytes  gzip -9 of the decoded bytes
 * @property {number} wireBytes  the body as sent (after Content-Encoding)
 * @property {string} encoding  the Content-Encoding the server chose ('identity': none)
 */

/**
 * Every route of the client's router, read from client/src/app/routes: a
 * route file per visitor (public-routes: anonymous, shared-routes: every
 * role), so a new route is measured without touching the bench. Path
 * parameters get a made-up value; the catch-all is the unknown path.
 * @returns {Promise<Route[]>}
 */
async function routerRoutes() {
  /** @type {Route[]} */
  const routes = [];
  for (const file of (await readdir(ROUTES_DIR))
    .filter((name) => name.endsWith('-routes.tsx'))
    .sort()) {
    const group = file.slice(0, -'-routes.tsx'.length);
    const visitors = group === 'public' ? ['anonymous'] : group === 'shared' ? ROLES : [group];
    if (!visitors.every((visitor) => visitor === 'anonymous' || visitor in ACCOUNTS))
      throw new Error(`${file}: no demo account for its role`);
    const source = await readFile(join(ROUTES_DIR, file), 'utf8');
    for (const [, path] of source.matchAll(/\bpath: '([^']+)'/g))
      for (const visitor of visitors)
        routes.push({
          path: path.replace(/:\w+/g, 'bench'),
          visitor: /** @type {Route['visitor']} */ (visitor),
        });
  }
  routes.push({ path: '/no-such-page', visitor: 'anonymous' });
  // The sign-in page first: it has the tighter goal.
  routes.sort((a, b) => Number(b.path === '/signin') - Number(a.path === '/signin'));
  // While working on one page: BENCH_CLIENT_ROUTES=/signin,/hr/analytics
  const only = process.env.BENCH_CLIENT_ROUTES?.split(',').filter(Boolean);
  return only ? routes.filter((route) => only.includes(route.path)) : routes;
}

/**
 * Opens `path` in a fresh context and returns every JavaScript response of
 * that cold load, and where the router ended up.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} path
 * @param {{ email: string, password: string } | undefined} account  signed in first, if any
 */
async function coldLoad(browser, url, path, account) {
  const context = await browser.newContext({ baseURL: url });
  /** @type {Promise<Script | null>[]} */
  const pending = [];
  /** @type {string[]} */
  const pageErrors = [];
  try {
    if (account) await signIn(context, account);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('response', (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const sizes = await response.request().sizes();
          return {
            url: new URL(response.url()).pathname,
            gzipBytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
            wireBytes: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    const quiet = networkQuiet(page);
    await page.goto(path);
    // The splash stays at least a second; then the route's chunk loads behind
    // "Loading page", then its data, then what the data needs (a chart).
    await page.locator('main').waitFor();
    await page.getByLabel('Loading page').waitFor({ state: 'detached' });
    await quiet();
    const scripts = (await Promise.all(pending)).filter((script) => script !== null);
    return { scripts, shownPath: new URL(page.url()).pathname, pageErrors };
  } finally {
    await context.close();
  }
}

/**
 * Starts counting the page's requests in flight; the returned function
 * resolves once none has been for QUIET_MS (Playwright's "networkidle" fires
 * during the splash screen, before any route chunk is asked for).
 * @param {import('playwright-core').Page} page
 */
function networkQuiet(page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (/** @type {number} */ delta) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = performance.now() + QUIET_TIMEOUT_MS;
    while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
      if (performance.now() > deadline)
        throw new Error(`${page.url()}: requests still in flight after ${QUIET_TIMEOUT_MS} ms`);
      await page.waitForTimeout(50);
    }
  };
}

const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'client-weight',
  description: `JavaScript of a cold first visit per route, kB gzip (goal ≤ ${SIGN_IN_GOAL_KB} for /signin, ≤ ${OTHER_GOAL_KB} otherwise)`,
  async run() {
    const routes = await routerRoutes();
    // Demo data, so signed-in pages draw what they draw for real users (charts, lists).
    const server = await startServer({ env: { SEED_DEMO: 'true' } });
    const browser = await launchChromium();
    try {
      const password = await demoPassword(server.dataDir);

      const rows = [];
      /** @type {Map<string, Script>} */
      const everyScript = new Map();
      /** @type {Set<string>} */
      const encodings = new Set();
      for (const route of routes) {
        const { scripts, shownPath, pageErrors } = await coldLoad(
          browser,
          server.url,
          route.path,
          route.visitor === 'anonymous' ? undefined : { email: ACCOUNTS[route.visitor], password },
        );
        if (route.visitor !== 'anonymous' && shownPath === '/signin')
          throw new Error(`${route.path} as ${route.visitor} went to /signin: not signed in`);
        if (pageErrors.length > 0)
          console.log(`note: ${route.path} (${route.visitor}) threw: ${pageErrors.join('; ')}`);
        scripts.forEach((script) => {
          everyScript.set(script.url, script);
          encodings.add(script.encoding);
        });
        const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
        const goal = route.path === '/signin' ? SIGN_IN_GOAL_KB : OTHER_GOAL_KB;
        rows.push({ route, shownPath, scripts, gzip, goal });
        // What a route loads beyond the entry, file by file: BENCH_CLIENT_FILES=1
        if (process.env.BENCH_CLIENT_FILES) printScripts(route, scripts);
      }

      printGrid(
        ['route', 'as', 'JS kB gzip', 'files', 'kB sent', 'goal kB', 'goal'],
        rows.map(({ route, shownPath, scripts, gzip, goal }) => [
          shownPath === route.path ? route.path : `${route.path} → ${shownPath}`,
          route.visitor,
          kB(gzip),
          String(scripts.length),
          kB(scripts.reduce((sum, script) => sum + script.wireBytes, 0)),
          String(goal),
          gzip <= goal * 1000 ? 'met' : 'missed',
        ]),
        { leftColumns: 2 },
      );
      console.log(
        `\nkB gzip: gzip -9 of each script's bytes, computed here; kB sent: the bodies on the wire (Content-Encoding: ${[...encodings].join(', ')}).`,
      );
      printCommonScripts(rows.map((row) => row.scripts));
      const missed = rows.filter((row) => row.gzip > row.goal * 1000).length;
      console.log(
        `${rows.length - missed}/${rows.length} routes within their goal; ${everyScript.size} distinct scripts loaded across all routes.`,
      );
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

/**
 * The scripts every route loads (the entry and what it imports): the floor
 * of any first visit.
 * @param {Script[][]} loads
 */
function printCommonScripts(loads) {
  const [first = [], ...rest] = loads;
  const common = first.filter((script) =>
    rest.every((load) => load.some((other) => other.url === script.url)),
  );
  const total = common.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(
    `loaded by every route: ${kB(total)} kB gzip in ${common.length} files: ${common
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((script) => `${script.url.replace(/^\/assets\//, '')} ${kB(script.gzipBytes)}`)
      .join(', ')}`,
  );
}

/**
 * @param {Route} route
 * @param {Script[]} scripts
 */
function printScripts(route, scripts) {
  const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(
    `${route.path} (${route.visitor}): ${sorted.map((script) => `${script.url.replace(/^\/assets\//, '')} ${kB(script.gzipBytes)}`).join(', ')}`,
  );
}
