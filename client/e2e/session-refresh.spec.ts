import type { BrowserContext, Page } from '@playwright/test';

import { signIn } from './support/accounts';
import { openApp } from './support/app-page';
import { expect, test } from './support/journey-test';
import { signUpVerifiedStudent } from './support/mailed-links';

/** What an access token the server no longer accepts looks like to it (expired or revoked). */
async function spoilAccessToken(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'access_token', value: 'expired.token.value', url: baseURL }]);
}

async function dropRefreshToken(context: BrowserContext) {
  await context.clearCookies({ name: 'refresh_token' });
}

function countRefreshes(page: Page): { statuses: number[] } {
  const seen = { statuses: [] as number[] };
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh')
      seen.statuses.push(response.status());
  });
  return seen;
}

test('an access token the server refuses is refreshed once and the call replayed', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, await signUpVerifiedStudent(page));
  await openApp(page, '/student-dashboard');
  const refreshes = countRefreshes(page);

  await spoilAccessToken(context, baseURL ?? '');
  await openApp(page, '/profile');
  await expect(page).toHaveURL('/profile');
  await expect.poll(() => refreshes.statuses).toEqual([200]);

  // The refresh set a working access cookie again: no further refresh is needed.
  await openApp(page, '/dtr');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Time Record' })).toBeVisible();
  await expect.poll(() => refreshes.statuses).toEqual([200]);
});

test('when the session cannot be refreshed the browser goes to sign in', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, await signUpVerifiedStudent(page));
  await openApp(page, '/student-dashboard');
  const refreshes = countRefreshes(page);

  await spoilAccessToken(context, baseURL ?? '');
  await dropRefreshToken(context);
  await openApp(page, '/dtr');
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect.poll(() => refreshes.statuses).toEqual([401]);
});
