import type { Browser, Page } from '@playwright/test';
import { schedulePdf, uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { notificationCard, openNotificationsPage } from './support/notifications';
import { enrolTrainee, scholarDialog, signInAsOfficeStaff } from './support/scholars';

// Issue #11, the scholar record's Student records: a scholar uploads a class schedule; HR opens
// the record by its link (?scholar=<id>) and opens the PDF; the staff of the scholar's office
// come to it from the upload notice; another office's staff get "not found" for the same link.

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await newUserContext(browser, baseURL);
  return context.newPage();
}

test('HR and the office read a scholar’s uploaded schedule on the scholar record; another office cannot', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const hr = await newPage(browser, baseURL);
  const office = await newPage(browser, baseURL);
  const otherOffice = await newPage(browser, baseURL);
  await signInAsStaff(hr, 'hr');
  // Staff before the upload: the notice goes to the office's staff of that moment.
  await signInAsOfficeStaff(office, 'library');
  await signInAsOfficeStaff(otherOffice, 'it');
  const trainee = await enrolTrainee(page, hr, {
    firstName: 'Rosa',
    lastName: uniqueSurname('Records'),
    office: 'library',
  });

  // The scholar uploads a schedule and nothing else.
  await openApp(page, '/schedule');
  await page.getByLabel('Class schedule PDF').setInputFiles({
    name: 'schedule.pdf',
    mimeType: 'application/pdf',
    buffer: schedulePdf({ title: 'Records' }),
  });
  await page.getByRole('button', { name: 'Upload Schedule' }).click();
  await expect(page.getByText(/Your class schedule for .+ was saved\./)).toBeVisible();

  // HR, by the link: the record shows the schedule and says what is missing.
  await openApp(hr, `/hr/scholars?scholar=${trainee.scholarId}`);
  const dialog = scholarDialog(hr);
  const schedule = dialog.getByRole('region', { name: 'Class schedule' });
  await expect(schedule.getByText(/schedule\.pdf · .+ · uploaded /)).toBeVisible();
  await expect(dialog.getByText('Not yet re-applied')).toBeVisible();
  await expect(
    dialog.getByRole('region', { name: 'Grade reports' }).getByText('No grade reports saved yet.'),
  ).toBeVisible();
  await expect(
    dialog.getByRole('region', { name: 'Requirements' }).getByText('No requirements submitted.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(hr, 'scholar record (HR)');

  // Open: a new tab with the PDF's bytes, shown inline.
  const [tab, response] = await Promise.all([
    hr.context().waitForEvent('page'),
    hr.context().waitForEvent('response', (r) => r.url().includes('/api/files/')),
    schedule.getByRole('link', { name: /^Open / }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline/);
  await tab.close();
  const [download] = await Promise.all([
    hr.waitForEvent('download'),
    schedule.getByRole('link', { name: /^Download / }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('schedule.pdf');

  // Closing the dialog takes the scholar out of the address.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(hr).toHaveURL(/\/hr\/scholars$/);

  // The library's staff come from the upload notice.
  await openNotificationsPage(office);
  await expectNoSeriousA11yViolations(office, 'notifications (office)');
  await notificationCard(office, 'New Class Schedule').click({ position: { x: 12, y: 12 } });
  await expect(office).toHaveURL(`/office/scholars?scholar=${trainee.scholarId}`);
  const officeDialog = scholarDialog(office);
  await expect(
    officeDialog.getByRole('region', { name: 'Class schedule' }).getByText(/schedule\.pdf/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(office, 'scholar record (office)');

  // The IT office's staff, with the same link: not theirs.
  await openApp(otherOffice, `/office/scholars?scholar=${trainee.scholarId}`);
  await expect(scholarDialog(otherOffice).getByText('Scholar not found')).toBeVisible();
  // Asking again would get the same answer: no Retry.
  await expect(scholarDialog(otherOffice).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(
    scholarDialog(otherOffice).getByRole('region', { name: 'Class schedule' }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(otherOffice, 'scholar record (another office)');

  for (const other of [hr, office, otherOffice]) await other.context().close();
});
