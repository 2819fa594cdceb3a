import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext, newUserPage } from './support/contexts';
import { dayOf, dayRow, universityToday } from './support/dtr';
import { expect, test } from './support/journey-test';
import { followLinkInApp, kioskQr, kioskUrl, nextKioskUrl, punchPath } from './support/punches';
import { enrolTrainee, signInAsOfficeStaff } from './support/scholars';

// Punching in at the office: Library staff turn a browser into the office's kiosk; a trainee's
// phone (360 px) punches IN through the QR's link and sees it land on the kiosk and in the DTR;
// an OUT scanned offline is kept on the phone and sent when back online; HR revokes the kiosk
// and its screen says so.

const PHONE = { width: 360, height: 740 };

test('a kiosk shows the code, a phone punches in and out (offline too), a revoked kiosk stops', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(210_000);
  const hrContext = await newUserContext(browser, baseURL);
  const hr = await hrContext.newPage();
  await signInAsStaff(hr, 'hr');
  const phoneContext = await newUserContext(browser, baseURL);
  const phone = await phoneContext.newPage();
  await phone.setViewportSize(PHONE);
  // Unique: the kiosk lists the office's punches of the last minute, a retry's too.
  const firstName = uniqueSurname('Punchy');
  const trainee = await enrolTrainee(phone, hr, {
    firstName,
    lastName: uniqueSurname('Punch'),
    office: 'library',
  });

  // The kiosk: office staff set this browser up, then it needs no session.
  await signInAsOfficeStaff(page, 'library');
  await openApp(page, '/office/kiosk');
  await expect(page.getByRole('heading', { level: 1, name: 'Kiosk' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'kiosk management');
  const kioskName = `Front desk ${uniqueSurname('K')}`;
  await page.getByRole('textbox', { name: 'Name of this screen' }).fill(kioskName);
  await page.getByRole('button', { name: "Use this screen as the office's kiosk" }).click();
  await expect(page).toHaveURL(/\/office\/kiosk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(kioskQr(page)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'kiosk screen');
  const firstUrl = await kioskUrl(page);
  expect(firstUrl).toMatch(/\/dtr\/punch\?c=/);

  // The phone opens the QR's link (what its camera app does) and is punched IN at once.
  await openApp(phone, punchPath(firstUrl));
  await expect(phone.getByText(/^IN at .+ — Library$/)).toBeVisible();
  await expect(phone.getByRole('img', { name: 'punched' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(phone, 'punch result');
  await expect(
    page.getByRole('listitem').filter({ hasText: new RegExp(`^${firstName} — IN `) }),
  ).toBeVisible({ timeout: 5_000 });
  const inLanded = Date.now();

  // The same code again is refused in the server's words.
  await openApp(phone, punchPath(firstUrl));
  await expect(phone.getByText('You already punched with this code.')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Scan again' })).toBeVisible();

  // Offline: the next code is kept on the phone, then sent when the phone is back online.
  // The OUT in a later minute than the IN: a day of 0 minutes has nothing to confirm.
  const nextMinute = (Math.floor(inLanded / 60_000) + 1) * 60_000;
  await expect.poll(() => Date.now() >= nextMinute, { timeout: 65_000 }).toBe(true);
  const secondUrl = await nextKioskUrl(page, firstUrl);
  await openApp(phone, '/dtr');
  await phoneContext.setOffline(true);
  await followLinkInApp(phone, punchPath(secondUrl));
  await expect(
    phone.getByText('Saved on this phone — it will be sent when you are back online.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'punch queued offline');
  await phoneContext.setOffline(false);
  const sent = phone.getByRole('article').or(phone.locator('.MuiCard-root')).filter({
    hasText: 'A scan saved on this phone was sent',
  });
  await expect(sent.getByText(/^OUT at .+ — Library$/)).toBeVisible();
  // Sent within seconds of the scan: not late.
  await expect(sent.getByText(/Sent late/)).toHaveCount(0);
  await expect(
    page.getByRole('listitem').filter({ hasText: new RegExp(`^${firstName} — OUT `) }),
  ).toBeVisible({ timeout: 5_000 });

  // The trainee's DTR shows today's punched IN and OUT.
  await openApp(phone, '/dtr');
  await expect(phone.getByRole('img', { name: 'punched' })).toHaveCount(2);
  await expectNoSeriousA11yViolations(phone, 'DTR with punches');

  // The office sees the punched times and confirms the punched days in one go; the phone follows.
  const office = await newUserPage(browser, baseURL);
  await signInAsOfficeStaff(office, 'library');
  await openApp(office, `/office/dtr?scholar=${trainee.scholarId}`);
  const today = dayOf(universityToday());
  await expect(dayRow(office, today).getByRole('img', { name: 'punched' })).toHaveCount(2);
  await expectNoSeriousA11yViolations(office, 'office DTR with punches');
  await office.getByRole('button', { name: 'Confirm punched days' }).click();
  await expect(office.getByText('Confirmed 1 day.')).toBeVisible();
  await expect(dayRow(office, today)).toContainText('Confirmed');
  await expect(
    phone.getByRole('article', { name: new RegExp(`^Day ${String(today)},`) }),
  ).toContainText('Confirmed');
  await office.context().close();

  // HR revokes the kiosk; its screen says so at once.
  await openApp(hr, '/office/kiosk');
  await hr.getByRole('combobox', { name: 'Office' }).selectOption({ label: 'Library' });
  await hr.getByRole('button', { name: `Revoke ${kioskName}` }).click();
  const dialog = hr.getByRole('dialog', { name: `Revoke ${kioskName}?` });
  await expectNoSeriousA11yViolations(hr, 'revoke dialog');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('heading', { name: 'This kiosk was revoked' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'kiosk revoked');
  await page.getByRole('button', { name: 'Back to setup' }).click();
  // The kiosk's browser holds no session: setting it up again starts with signing in.
  await expect(page).toHaveURL(/\/signin$/);

  await hrContext.close();
  await phoneContext.close();
});
