import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import { signIn, type Credentials } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserPage } from './support/contexts';
import { expect, test } from './support/journey-test';
import { enrolTrainee, signInAsOfficeStaff } from './support/scholars';
import { demoAccount, type DemoRole } from './support/server-data';

// Every page of every role at a phone's width: nothing may scroll sideways, neither the page
// nor anything inside <main> (a table's container included), and axe stays clean.

const PHONE = { width: 360, height: 740 };

type Visitor = DemoRole | 'anonymous';

const ROUTES_DIR = fileURLToPath(new URL('../src/app/routes/', import.meta.url));

/** The router's paths by who opens them (a route file per role; shared: every role). */
function routesOf(group: string): string[] {
  const source = readFileSync(`${ROUTES_DIR}${group}-routes.tsx`, 'utf8');
  return [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] ?? '');
}

const ROUTE_GROUPS = readdirSync(ROUTES_DIR)
  .filter((file) => file.endsWith('-routes.tsx'))
  .map((file) => file.slice(0, -'-routes.tsx'.length));

const VISITORS: Visitor[] = ['anonymous', 'student', 'hr', 'office'];

/** The paths a visitor opens: the public ones, or their role's and the shared ones. */
function pathsOf(visitor: Visitor): string[] {
  const groups = ROUTE_GROUPS.filter((group) =>
    visitor === 'anonymous' ? group === 'public' : group === visitor || group === 'shared',
  );
  return groups.flatMap(routesOf).map((path) => path.replace(/:\w+/g, 'e2e'));
}

interface Overflow {
  page: number;
  width: number;
  wide: string[];
}

/**
 * How wide the page scrolls, and each element inside <main> that is wider than the window,
 * scrolls sideways in a box of its own (form fields aside: their text scrolls inside them) or
 * whose text runs past the window's edge.
 */
function measureOverflow(): Overflow {
  const width = window.innerWidth;
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().slice(0, 40);
    const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
    return `${name} "${text}"`;
  };
  const wide: string[] = [];
  for (const element of document.querySelectorAll('main *')) {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const scrollsSideways =
      ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    if (rect.width > width + 1) wide.push(`${describe(element)} is ${String(rect.width)} px wide`);
    else if (scrollsSideways)
      wide.push(`${describe(element)} scrolls sideways (${String(element.scrollWidth)} px)`);
  }
  // Words too long for their line run out of their box, which stays narrow.
  const walker = document.createTreeWalker(
    document.querySelector('main') ?? document.body,
    NodeFilter.SHOW_TEXT,
  );
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    const right = range.getBoundingClientRect().right;
    if (right > width + 1 && node.parentElement)
      wide.push(`${describe(node.parentElement)}: its text runs to ${String(right)} px`);
  }
  return { page: document.scrollingElement?.scrollWidth ?? 0, width, wide };
}

async function expectNoSidewaysScrolling(page: Page, where: string) {
  const overflow = await page.evaluate(measureOverflow);
  expect(overflow.wide, `${where}: boxes inside main`).toEqual([]);
  expect(overflow.page, `${where}: the page's width`).toBeLessThanOrEqual(overflow.width);
}

async function sweep(page: Page, path: string, label: string) {
  await openApp(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // What the page loads after its heading (lists, cards) is what may overflow.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // Indeterminate ones: something still loads (a determinate one shows a figure, like hours).
  // A hidden one only keeps its place (analytics), so the page doesn't jump when it shows.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]):visible')).toHaveCount(0);
  await expectNoSidewaysScrolling(page, label);
  await expectNoSeriousA11yViolations(page, label);
}

test.use({ viewport: PHONE });

// One visitor's pages one after another in one signed-in tab: a sign-in per page would
// cost more than the page.
for (const visitor of VISITORS) {
  const paths = pathsOf(visitor);
  test(`every page as ${visitor} fits ${String(PHONE.width)} px`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 20_000);
    if (visitor !== 'anonymous') await signIn(page, demoAccount(visitor));
    for (const path of paths) {
      await test.step(path, () => sweep(page, path, `${path} as ${visitor}`));
    }
  });
}

test('a trainee’s pages and an office’s scholar fit too', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const hr = await newUserPage(browser, baseURL);
  const office = await newUserPage(browser, baseURL);
  try {
    await signIn(hr, demoAccount('hr') satisfies Credentials);
    await enrolTrainee(page, hr, {
      firstName: 'Rosalinda',
      lastName: 'Dimaculanganvillanueva',
      office: 'library',
    });
    for (const path of ['/student-dashboard', '/leave', '/re-apply', '/requirements']) {
      await sweep(page, path, `${path} as a trainee`);
    }
    await signInAsOfficeStaff(office, 'library');
    await sweep(office, '/office/scholars', '/office/scholars with a long name');
  } finally {
    await hr.context().close();
    await office.context().close();
  }
});
