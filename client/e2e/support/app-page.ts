import type { Page } from '@playwright/test';

import { expect } from '../fixtures';
import { SPLASH_TEXT } from './splash';

// A first visit draws the splash while the session is read, then a "Loading page" bar while
// the page's code arrives. On a busy 2-core machine the two together have outlasted an
// assertion's 5 s (a CI run lost a journey to it), so a page counts as open once both are gone.
const SETTLED = { timeout: 20_000 };

/** Opens a path and waits until the app has drawn the page: no splash, no page still loading. */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty(SETTLED);
  await expect(page.getByText(SPLASH_TEXT)).toBeHidden(SETTLED);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0, SETTLED);
}
