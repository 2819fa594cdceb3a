import { chromium } from '@playwright/test';
import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { kioskFeed, newKioskKey, writeQrVideo } from './support/punch-camera';
import { enrolTrainee, signInAsOfficeStaff } from './support/scholars';

// The punch page's camera for real: Chromium's fake camera plays a video of the kiosk's current
// QR (made by the test from the kiosk's code, tilted on a grey background), the page reads it
// with its own decoder and the punch lands on the kiosk's feed.

test('the punch page reads the kiosk QR from the camera and punches in', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const video = testInfo.outputPath('kiosk-qr.y4m');
  const phoneBrowser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const hrContext = await newUserContext(browser, baseURL);
    const hr = await hrContext.newPage();
    await signInAsStaff(hr, 'hr');
    const phoneContext = await newUserContext(phoneBrowser, baseURL);
    await phoneContext.grantPermissions(['camera']);
    const phone = await phoneContext.newPage();
    await phone.setViewportSize({ width: 360, height: 740 });
    const firstName = 'Camila';
    await enrolTrainee(phone, hr, { firstName, lastName: uniqueSurname('Cam'), office: 'it' });
    await hrContext.close();

    await signInAsOfficeStaff(page, 'it');
    const key = await newKioskKey(page, `Camera test ${uniqueSurname('K')}`);
    const { code } = await kioskFeed(baseURL ?? '', key);
    await writeQrVideo(video, code.url);

    await openApp(phone, '/dtr/punch');
    await expect(phone.getByText(/^IN at .+ — /)).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(phone, 'punched from the camera');
    await expect
      .poll(async () => (await kioskFeed(baseURL ?? '', key)).recentPunches)
      .toContainEqual(expect.objectContaining({ firstName, slot: 'in1' }));
  } finally {
    await phoneBrowser.close();
  }
});
