import type { Locator, Page } from '@playwright/test';

import { expect } from './journey-test';

/** The kiosk's QR, named by the URL it holds (its text alternative). */
export const kioskQr = (kiosk: Page): Locator => kiosk.getByRole('img', { name: /^Punch code: / });

/** The kiosk's current punch URL, as its QR's text alternative says it. */
export async function kioskUrl(kiosk: Page): Promise<string> {
  const label = (await kioskQr(kiosk).getAttribute('aria-label')) ?? '';
  return label.replace(/^Punch code: /, '');
}

/** The kiosk's next code: waits for its QR to change (one step at most). */
export async function nextKioskUrl(kiosk: Page, current: string): Promise<string> {
  await expect(kioskQr(kiosk)).not.toHaveAttribute('aria-label', `Punch code: ${current}`, {
    timeout: 40_000,
  });
  return kioskUrl(kiosk);
}

/** The punch page's address of a kiosk URL, on the test's own origin. */
export const punchPath = (url: string): string => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/**
 * Opens a punch link inside the app already loaded (as the phone's camera app
 * would, but with no network to load the page from): the app's router is told
 * of the new address without a page load.
 */
export async function followLinkInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
