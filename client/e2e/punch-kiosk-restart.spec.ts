import { openApp } from './support/app-page';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { startOwnServer } from './support/own-server';
import { kioskQr, kioskUrl, nextKioskUrl } from './support/punches';
import { signInAsOfficeStaff } from './support/scholars';

// A kiosk runs unattended for a day: a server restart (a deploy, a crash) must not leave it
// showing a dead code. Its own server, restarted under it.

test('a kiosk goes on showing fresh codes after the server restarts under it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // With the demo data: the offices come with it.
  const server = await startOwnServer({ SEED_DEMO: 'true' });
  try {
    const context = await newUserContext(browser, server.baseUrl);
    const kiosk = await context.newPage();
    await signInAsOfficeStaff(kiosk, 'library');
    await openApp(kiosk, '/office/kiosk');
    await kiosk.getByRole('textbox', { name: 'Name of this screen' }).fill('Front desk');
    await kiosk.getByRole('button', { name: "Use this screen as the office's kiosk" }).click();
    await expect(kioskQr(kiosk)).toBeVisible();
    const before = await kioskUrl(kiosk);

    await server.restart();

    // Codes come only from the server's feed: a new one shows that the kiosk reconnected.
    const after = await nextKioskUrl(kiosk, before);
    expect(after).toMatch(/\/dtr\/punch\?c=/);
    await expect(kiosk.getByText('Reconnecting…')).toHaveCount(0);
    await expect(kiosk.getByText('This kiosk was revoked')).toHaveCount(0);
    await context.close();
  } finally {
    await server.dispose();
  }
});
