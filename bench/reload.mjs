// Reload to content (issue #33): how long a signed-in page takes, reloaded in a tab that
// already shows it (warm cache, localhost), from navigation start until its main heading is
// visible. Each page is opened once in its own tab (the first visit of a tab, whose splash
// F§2 keeps at least a second), then reloaded round after round.
import { demoPassword, launchChromium, signIn } from './lib/demo-browser.mjs';
import { printGrid } from './lib/report.mjs';
import { startServer } from './lib/services.mjs';
import { quantile } from './lib/stats.mjs';

/* global document, window, requestAnimationFrame -- in the functions the page runs */

const GOAL_MS = 400;
const ROUNDS = Number(process.env.BENCH_RELOAD_ROUNDS ?? 9);

// The demo accounts (SEED_DEMO) of each role; they share the password the seed writes.
const PAGES = [
  { path: '/student-dashboard', email: 'student@demo.local' },
  { path: '/hr-dashboard', email: 'hr@demo.local' },
  { path: '/applications', email: 'hr@demo.local' },
  { path: '/office-dashboard', email: 'office@demo.local' },
  { path: '/office/scholars', email: 'office@demo.local' },
];

/**
 * Records in the page, from the first script on, when a heading of level 1 inside <main>
 * first has a box: `performance.now()` counts from navigation start. Checked on every frame,
 * as the browser paints.
 */
function watchForHeading() {
  const check = () => {
    const heading = document.querySelector('main h1');
    if (heading && heading.getBoundingClientRect().height > 0) {
      window.__headingAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Milliseconds from navigation start to the main heading, of the load under way.
 * @param {import('playwright-core').Page} page
 */
async function headingTime(page) {
  const handle = await page.waitForFunction(() => window.__headingAt, undefined, {
    timeout: 20_000,
  });
  return /** @type {number} */ (await handle.jsonValue());
}

/**
 * The first visit, then ROUNDS reloads, of one page in a tab of its own.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ path: string, email: string, password: string }} target
 */
async function reloads(browser, url, target) {
  const context = await browser.newContext({ baseURL: url });
  try {
    await signIn(context, target);
    await context.addInitScript(watchForHeading);
    const page = await context.newPage();
    await page.goto(target.path, { waitUntil: 'commit' });
    const firstVisit = await headingTime(page);
    if (new URL(page.url()).pathname !== target.path)
      throw new Error(`${target.path} as ${target.email} went to ${page.url()}`);
    // What the page loads after its heading (its data, its live socket) settles first.
    await page.waitForLoadState('networkidle');
    /** @type {number[]} */
    const times = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.reload({ waitUntil: 'commit' });
      times.push(await headingTime(page));
      await page.waitForLoadState('networkidle');
    }
    return { firstVisit, times };
  } finally {
    await context.close();
  }
}

const ms = (/** @type {number} */ value) => String(Math.round(value));

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'reload',
  description: `signed-in reload to content (navigation start → main heading visible), ms (goal ≤ ${GOAL_MS})`,
  async run() {
    // Demo data, so the pages draw what they draw for real users.
    const server = await startServer({ env: { SEED_DEMO: 'true' } });
    const browser = await launchChromium();
    try {
      const password = await demoPassword(server.dataDir);
      const rows = [];
      for (const target of PAGES) {
        const { firstVisit, times } = await reloads(browser, server.url, { ...target, password });
        const median = quantile(times, 0.5);
        rows.push([
          target.path,
          target.email.replace('@demo.local', ''),
          ms(firstVisit),
          ms(median),
          ms(Math.min(...times)),
          ms(Math.max(...times)),
          String(GOAL_MS),
          median <= GOAL_MS ? 'met' : 'missed',
        ]);
      }
      printGrid(['page', 'as', 'first visit', 'reload p50', 'min', 'max', 'goal', ''], rows, {
        leftColumns: 2,
      });
      console.log(
        `\n${ROUNDS} reloads a page (BENCH_RELOAD_ROUNDS); first visit: a new tab, the splash's second included.`,
      );
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
