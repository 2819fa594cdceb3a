import type { Browser, BrowserContext, Page } from '@playwright/test';

import { randomClientIp } from './accounts';
import { skipSplashMinimum } from './splash';

/**
 * A browser of another person of the journey (HR beside a student, a second device): an
 * address of its own, so the server's per-IP limits never meet, and the journeys' splash
 * (see skipSplashMinimum). Close it when done.
 */
export async function newUserContext(
  browser: Browser,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
  });
  await skipSplashMinimum(context);
  return context;
}

/** A page in a newUserContext(); closing its context is the caller's (page.context().close()). */
export async function newUserPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await newUserContext(browser, baseURL)).newPage();
}
