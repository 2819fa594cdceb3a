import type { BrowserContext } from '@playwright/test';

/** What the splash screen says while the app starts. */
export const SPLASH_TEXT = 'Loading, please wait...';

/** Where the app notes that a tab has shown the splash (client/src/app/startup-gate.tsx). */
const SPLASH_SHOWN_KEY = 'splash-shown';

/**
 * F§2 shows the splash for at least a second the first time a tab opens the app, so every
 * journey's first page would wait that second. Journeys wait for the app, not for the
 * splash: their tabs start as tabs that have shown it. app-shell.spec.ts checks the splash
 * with `keepSplashMinimum`.
 */
export async function skipSplashMinimum(context: BrowserContext): Promise<void> {
  // Init scripts run in every frame, also in the PDF viewer's and other opaque-origin frames,
  // where sessionStorage is missing or refuses access.
  await context.addInitScript((key: string) => {
    try {
      window.sessionStorage?.setItem(key, 'true');
    } catch {
      // not the app's frame
    }
  }, SPLASH_SHOWN_KEY);
}
