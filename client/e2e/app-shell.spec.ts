import type { Page } from '@playwright/test';

import { E2E_PRODUCT } from './e2e-product';
import { expect, test } from './fixtures';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SPLASH_TEXT } from './support/splash';

function topBar(page: Page) {
  return page.getByRole('banner');
}

async function topBarColour(page: Page): Promise<string> {
  return topBar(page).evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Notes in the page whether the splash's words were ever on it, from the first script on. */
function watchForSplash(splashText: string) {
  const observer = new MutationObserver(() => {
    if (document.body?.innerText.includes(splashText)) {
      (window as { splashSeen?: boolean }).splashSeen = true;
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const splashSeen = (page: Page) =>
  page.evaluate(() => (window as { splashSeen?: boolean }).splashSeen === true);

test.describe('the splash', () => {
  // Its full second: the other journeys start as tabs that have shown it (support/splash.ts).
  test.use({ keepSplashMinimum: true });

  test('shows once per tab, for at least one second: not on reload or in-app navigation', async ({
    page,
    context,
  }) => {
    await context.addInitScript(watchForSplash, SPLASH_TEXT);
    // Not waiting for the load event: on a slow machine it may come late in the splash.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByText(SPLASH_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    const hiddenAt = await page.waitForFunction(
      (text) => !document.body.innerText.includes(text) && performance.now(),
      SPLASH_TEXT,
    );
    expect(await hiddenAt.jsonValue()).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: E2E_PRODUCT.name })).toBeVisible();
    expect(await splashSeen(page), 'the splash on reload').toBe(false);

    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(await splashSeen(page), 'the splash on a later start in the tab').toBe(false);

    // Another tab starts the app anew.
    const otherTab = await context.newPage();
    await otherTab.goto('/', { waitUntil: 'commit' });
    await expect(otherTab.getByText(SPLASH_TEXT)).toBeVisible();
    await expect(otherTab.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('landing page shows the product names from the server', async ({ page }) => {
  await openApp(page, '/');

  await expect(page.getByRole('heading', { level: 1, name: E2E_PRODUCT.name })).toBeVisible();
  await expect(page).toHaveTitle(`Home | ${E2E_PRODUCT.name}`);
  await expect(topBar(page).getByText(E2E_PRODUCT.shortName, { exact: true })).toBeVisible();
  await expect(topBar(page).locator('img[src="/logo.svg"]')).toBeVisible();
  await expect(page.getByText(/Student Assistant and Student Marshal/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'landing');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle(`Sign In | ${E2E_PRODUCT.name}`);

  await page.goBack();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page).toHaveTitle(`Sign Up | ${E2E_PRODUCT.name}`);
});

test('dark mode persists across a reload', async ({ page }) => {
  await openApp(page, '/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  const lightColour = await topBarColour(page);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const darkColour = await topBarColour(page);
  expect(darkColour).not.toBe(lightColour);

  await page.reload();
  await expect(page.getByText(SPLASH_TEXT)).toBeHidden();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  expect(await topBarColour(page)).toBe(darkColour);
  await expectNoSeriousA11yViolations(page, 'landing, dark');

  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  expect(await topBarColour(page)).toBe(lightColour);
});

test('the theme toggle names its action in a tooltip, on hover and on keyboard focus', async ({
  page,
}) => {
  await openApp(page, '/');
  const toggle = topBar(page).getByRole('button', { name: 'Switch to dark mode' });

  await toggle.hover();
  await expect(page.getByRole('tooltip', { name: 'Switch to dark mode' })).toBeVisible();
  await page.mouse.move(0, 400);
  await expect(page.getByRole('tooltip')).toBeHidden();

  // Tab from the top bar's home link: focus lands on the toggle and stays there.
  await topBar(page).getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Switch to dark mode' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('an unknown path shows the 404 page, whose button goes home', async ({ page }) => {
  await openApp(page, '/no/such/page');

  await expect(page.getByText('Oops! Page not found.')).toBeVisible();
  await expect(page).toHaveTitle(`Page Not Found | ${E2E_PRODUCT.name}`);
  await expectNoSeriousA11yViolations(page, '404');

  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: E2E_PRODUCT.name })).toBeVisible();
});

test('signed-out visitors reach the shared verification page, and protected areas send them to sign in', async ({
  page,
}) => {
  await openApp(page, '/email/verify/some-code');
  await expect(page.getByText('The link is either invalid or has expired.')).toBeVisible();

  for (const path of ['/grades', '/hr/analytics', '/notifications', '/office']) {
    await openApp(page, path);
    await expect(page).toHaveURL('/signin');
  }
});

test('GraphQL requests carry the XSRF token and the preflight header', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'e2e-token', url: baseURL }]);
  const request = page.waitForRequest(
    (candidate) =>
      candidate.url().endsWith('/graphql') &&
      candidate.postData()?.includes('PublicConfig') === true,
  );
  await page.goto('/');

  const headers = (await request).headers();
  expect(headers['x-xsrf-token']).toBe('e2e-token');
  expect(headers['apollo-require-preflight']).toBe('true');
  await expect(page.getByRole('heading', { level: 1, name: E2E_PRODUCT.name })).toBeVisible();
});
