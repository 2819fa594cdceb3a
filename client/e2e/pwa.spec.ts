import type { Page } from '@playwright/test';

import { graphqlData, signIn, signUpStudent } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';

interface WebAppManifest {
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

// Offline, the app's requests to the server fail (the browser logs each); headless Chromium
// refuses a push subscription and says why on the console, as its Push API does in incognito.
test.use({ expectedProblems: /ERR_INTERNET_DISCONNECTED|does not support the Push API/ });

/** The script URL of the worker that controls the page (null: none does). */
const controllingWorker = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

test('the app installs: a valid manifest, a worker that controls the page, the shell offline', async ({
  page,
  context,
  request,
}) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    short_name: 'SASM-IMS',
    start_url: '/',
    display: 'standalone',
    theme_color: '#b71c1c',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  // A first visit registers the worker; from the next load on it controls the page.
  await openApp(page, '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL),
  ).toMatch(/\/service-worker\.js$/);
  await page.reload();
  await expect.poll(() => controllingWorker(page)).toMatch(/\/service-worker\.js$/);
  await expectNoSeriousA11yViolations(page, 'landing, controlled by the worker');

  // The API is never answered from the worker's cache, offline or not.
  const apiFromWorker = page.waitForResponse((response) => response.url().includes('/graphql'));
  await page.reload();
  expect((await apiFromWorker).fromServiceWorker()).toBe(false);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('SASM-IMS');
  await expectNoSeriousA11yViolations(page, 'landing offline');
  await context.setOffline(false);

  // A student who used the app on this device opens the punch page with no network.
  const student = await signUpStudent(page);
  await signIn(page, student);
  await openApp(page, '/dtr/punch');
  await expect(page.getByRole('heading', { level: 1, name: 'Punch in' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Punch in' })).toBeVisible();
  await expect(page).toHaveURL('/dtr/punch');
  await expectNoSeriousA11yViolations(page, 'punch page offline');
  await context.setOffline(false);
});

test('the profile turns pushes on per device, says why it cannot, and lists the devices', async ({
  page,
  context,
  baseURL,
}) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
  await openApp(page, '/profile');
  const card = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(card.getByText('No device receives your notifications yet.')).toBeVisible();

  // Headless Chromium has no push service: the card says so in the browser's words.
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(card.getByText(/^Could not turn on notifications on this device\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'push card, turning on failed');

  // A device subscribed elsewhere (the server accepts a browser's subscription as any sends it).
  const keys = await page.evaluate(async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])) as CryptoKeyPair;
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const encode = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    return { p256dh: encode(raw), auth: encode(crypto.getRandomValues(new Uint8Array(16))) };
  });
  await graphqlData(
    page,
    'mutation($input: SubscribePushInput!) { subscribePush(input: $input) { id } }',
    { input: { endpoint: `https://push.example.com/wpush/${Date.now()}`, ...keys } },
  );
  await page.reload();
  const devices = card.getByRole('list', { name: 'Devices receiving notifications' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toContainText('Chrome on Linux');
  await expectNoSeriousA11yViolations(page, 'push card with a device');
  await devices.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
  await expect(card.getByText('Notifications stopped on that device.')).toBeVisible();
  await expect(card.getByText('No device receives your notifications yet.')).toBeVisible();
});

test('with notifications blocked, the card says how to allow them', async ({ page }) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  // What a user's "Block" in the browser's prompt leaves: Playwright can only grant, and
  // Chromium's own setting is per browser, not per test context.
  await page.addInitScript(() =>
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' }),
  );
  await openApp(page, '/profile');
  const card = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(card.getByText(/Notifications are blocked for this site/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'push card, notifications blocked');
});
