import type { BrowserContext } from '@playwright/test';

/** What the splash screen says while the app starts. */
export const SPLASH_TEXT = 'Loading, please wait...';

/**
 * F§2 keeps the splash at least 1 s on every page load (client/src/app/startup-gate.tsx), on
 * top of the time the page needs: ~1 s of each of the suite's ~200 page loads. Journeys wait
 * for the app, not for that second: in their browsers the splash's timer (the 1000 ms timeout
 * set while the splash shows) fires at once. The splash still waits for the product's names,
 * and app-shell.spec.ts checks the full second with `keepSplashMinimum`.
 */
export async function skipSplashMinimum(context: BrowserContext): Promise<void> {
  await context.addInitScript((splashText: string) => {
    const setTimeoutAsIs = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      const splashMinimum =
        timeout === 1000 && document.body?.textContent?.includes(splashText) === true;
      return setTimeoutAsIs(handler, splashMinimum ? 0 : timeout, ...args);
    }) as typeof window.setTimeout;
  }, SPLASH_TEXT);
}
