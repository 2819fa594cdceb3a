import { test as base, expect, type ConsoleMessage } from '@playwright/test';

import { skipSplashMinimum } from './support/splash';

/**
 * A refresh the server refuses (the session is over) is expected: the app then
 * signs the user out. Chromium still logs that 401 as a failed resource.
 */
function isRefusedSessionRefresh(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 401') &&
    new URL(message.location().url, 'http://localhost').pathname === '/api/auth/refresh'
  );
}

// Every page fails its test on a console error (but a refused session refresh and
// what the test declares it provokes in `expectedProblems`), an uncaught exception,
// a CSP violation or any request leaving the app's origin (the app must be self-hosted).
export const test = base.extend<{ expectedProblems: RegExp | null; keepSplashMinimum: boolean }>({
  expectedProblems: [null, { option: true }],
  // The splash's full second is one journey's to check (support/splash.ts).
  keepSplashMinimum: [false, { option: true }],
  context: async ({ context, keepSplashMinimum }, provide) => {
    if (!keepSplashMinimum) await skipSplashMinimum(context);
    await provide(context);
  },
  page: async ({ page, baseURL, expectedProblems }, provide) => {
    const problems: string[] = [];
    const appOrigin = new URL(baseURL ?? 'http://localhost').origin;

    page.on('console', (message) => {
      if (message.type() === 'error' && !isRefusedSessionRefresh(message)) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The browser's own PDF viewer loads its parts from chrome:// and chrome-extension://.
      const browserInternal = url.protocol === 'chrome:' || url.protocol === 'chrome-extension:';
      const local =
        url.protocol === 'data:' ||
        url.protocol === 'blob:' ||
        url.origin === appOrigin ||
        browserInternal;
      if (!local) problems.push(`request outside the app: ${request.url()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`);
      });
    });

    await provide(page);

    const unexpected = problems.filter((problem) => !expectedProblems?.test(problem));
    expect(unexpected, 'browser problems while the test ran').toEqual([]);
  },
});

export { expect };
