import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';

// Issue #14: pages load their code when first opened. After a deploy the files a
// tab knows by name are gone: the page says so and offers a reload, which fetches
// the new version; the shell around it (top bar, signed in the sidebar) stays.

// The browser reports the refused file (and React the error it caused) on the console.
test.use({ expectedProblems: /Failed to load resource|dynamically imported module/ });

test('a page whose code cannot be loaded offers a reload, which brings it', async ({ page }) => {
  await page.route('**/assets/sign-up-page-*.js', (route) => route.abort());
  await openApp(page, '/');

  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'page not loaded');

  // Other pages still open: the error belongs to the page that failed.
  await page.goBack();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute('**/assets/sign-up-page-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
});

test('signed in, the sidebar stays beside a page that could not be loaded', async ({ page }) => {
  await signInAsStaff(page, 'hr');
  await page.route('**/assets/users-page-*.js', (route) => route.abort());
  await openApp(page, '/hr/users');

  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.unroute('**/assets/users-page-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});
