// Client weight (issue #14): what a first (cold) visit of each route of the
// web client downloads to run and look as it should — JavaScript, style sheets
// and fonts — measured in Chromium against the built server, as the bytes
// crossed the wire. Each route opens in a fresh browser context (empty cache);
// every such response until the network is idle is summed.
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
 * @typedef {object} Asset
 * @property {string} url
 * @property {'js' | 'css' | 'font'} kind
 * @property {number} gzipBytes  gzip -9 of the decoded bytes
 * @property {number} wireBytes  the body as sent (after Content-Encoding)
 * @property {string} encoding  the Content-Encoding the server chose ('identity': none)
 */

/**
 * What a response's content type makes it, of what a page needs before it
 * works and looks right; undefined for the rest (data, images).
 * @param {string} type
 * @returns {Asset['kind'] | undefined}
 */
function kindOf(type) {
  if (/javascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  if (/^font\/|woff|opentype|truetype/.test(type)) return 'font';
  return undefined;
}

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
 * Opens `path` in a fresh context and returns every script, style sheet and font
 * of that cold load, and where the router ended up.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} path
 * @param {{ email: string, password: string } | undefined} account  signed in first, if any
 */
async function coldLoad(browser, url, path, account) {
  const context = await browser.newContext({ baseURL: url });
  /** @type {Promise<Asset | null>[]} */
  const pending = [];
  /** @type {string[]} */
  const pageErrors = [];
  try {
    if (account) await signIn(context, account);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('response', (response) => {
      const kind = kindOf(response.headers()['content-type'] ?? '');
      if (!kind) return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const sizes = await response.request().sizes();
          return {
            url: new URL(response.url()).pathname,
            kind,
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
    const assets = (await Promise.all(pending)).filter((asset) => asset !== null);
    return { assets, shownPath: new URL(page.url()).pathname, pageErrors };
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
  description: `JavaScript, CSS and fonts of a cold first visit per route, kB sent (goal ≤ ${SIGN_IN_GOAL_KB} for /signin, ≤ ${OTHER_GOAL_KB} otherwise)`,
  async run() {
    const routes = await routerRoutes();
    // Demo data, so signed-in pages draw what they draw for real users (charts, lists).
    const server = await startServer({ env: { SEED_DEMO: 'true' } });
    const browser = await launchChromium();
    try {
      const password = await demoPassword(server.dataDir);

      const rows = [];
      /** @type {Map<string, Asset>} */
      const everyAsset = new Map();
      /** @type {Set<string>} */
      const encodings = new Set();
      for (const route of routes) {
        const { assets, shownPath, pageErrors } = await coldLoad(
          browser,
          server.url,
          route.path,
          route.visitor === 'anonymous' ? undefined : { email: ACCOUNTS[route.visitor], password },
        );
        if (route.visitor !== 'anonymous' && shownPath === '/signin')
          throw new Error(`${route.path} as ${route.visitor} went to /signin: not signed in`);
        if (pageErrors.length > 0)
          console.log(`note: ${route.path} (${route.visitor}) threw: ${pageErrors.join('; ')}`);
        assets.forEach((asset) => {
          everyAsset.set(asset.url, asset);
          encodings.add(asset.encoding);
        });
        const sent = assets.reduce((sum, asset) => sum + asset.wireBytes, 0);
        const goal = route.path === '/signin' ? SIGN_IN_GOAL_KB : OTHER_GOAL_KB;
        rows.push({ route, shownPath, assets, sent, goal });
        // What a route loads, file by file: BENCH_CLIENT_FILES=1
        if (process.env.BENCH_CLIENT_FILES) printAssets(route, assets);
      }

      const sentOf = (/** @type {Asset[]} */ assets, /** @type {Asset['kind']} */ kind) =>
        kB(
          assets
            .filter((asset) => asset.kind === kind)
            .reduce((sum, asset) => sum + asset.wireBytes, 0),
        );
      printGrid(
        ['route', 'as', 'JS', 'CSS', 'fonts', 'kB sent', 'files', 'JS gzip -9', 'goal kB', 'goal'],
        rows.map(({ route, shownPath, assets, sent, goal }) => [
          shownPath === route.path ? route.path : `${route.path} → ${shownPath}`,
          route.visitor,
          sentOf(assets, 'js'),
          sentOf(assets, 'css'),
          sentOf(assets, 'font'),
          kB(sent),
          String(assets.length),
          kB(
            assets
              .filter((asset) => asset.kind === 'js')
              .reduce((sum, asset) => sum + asset.gzipBytes, 0),
          ),
          String(goal),
          sent <= goal * 1000 ? 'met' : 'missed',
        ]),
        { leftColumns: 2 },
      );
      console.log(
        `\nkB sent: the bodies of scripts, style sheets and fonts as they crossed the wire (Content-Encoding: ${[...encodings].join(', ')}); JS gzip -9: the scripts' bytes compressed here, for comparison.`,
      );
      printCommonAssets(rows.map((row) => row.assets));
      const missed = rows.filter((row) => row.sent > row.goal * 1000).length;
      console.log(
        `${rows.length - missed}/${rows.length} routes within their goal; ${everyAsset.size} distinct assets loaded across all routes.`,
      );
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

/**
 * The files every route loads (the entry, what it imports, its style sheets
 * and fonts): the floor of any first visit.
 * @param {Asset[][]} loads
 */
function printCommonAssets(loads) {
  const [first = [], ...rest] = loads;
  const common = first.filter((asset) =>
    rest.every((load) => load.some((other) => other.url === asset.url)),
  );
  const total = common.reduce((sum, asset) => sum + asset.wireBytes, 0);
  console.log(
    `loaded by every route: ${kB(total)} kB sent in ${common.length} files: ${common
      .sort((a, b) => b.wireBytes - a.wireBytes)
      .map((asset) => `${asset.url.replace(/^\/assets\//, '')} ${kB(asset.wireBytes)}`)
      .join(', ')}`,
  );
}

/**
 * @param {Route} route
 * @param {Asset[]} assets
 */
function printAssets(route, assets) {
  const sorted = [...assets].sort((a, b) => b.wireBytes - a.wireBytes);
  console.log(
    `${route.path} (${route.visitor}): ${sorted.map((asset) => `${asset.url.replace(/^\/assets\//, '')} ${kB(asset.wireBytes)}`).join(', ')}`,
  );
}
