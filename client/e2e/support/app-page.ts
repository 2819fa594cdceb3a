import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/** Opens a path and waits until the splash screen (and auth loading) is over. */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Loading, please wait...')).toBeHidden({ timeout: 10_000 });
}
