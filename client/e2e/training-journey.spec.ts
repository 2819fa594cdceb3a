import { DTR_SAMPLE_TIMES, dtrMonth, uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { chooseStatus } from './support/application-review';
import { newUserContext } from './support/contexts';
import { lastMonth, newDtrTrainee, recordDays, universityToday } from './support/dtr';
import { expect, test } from './support/journey-test';
import { openScholars, scholarRow, scholarRows, signInAsOfficeStaff } from './support/scholars';

// The acceptance path through both UIs: a trainee of the Library has recorded
// 17 eight-hour days; Library staff confirm the month in bulk, and the confirmation that
// reaches 130 hours moves the application to Hours Completed by itself — HR, watching
// Application Management, sees it without a reload and accepts; the scholar then shows in
// the Library's Scholars list.

test('the 130th confirmed hour completes training; HR sees it live and accepts; the Library gains a scholar', async ({
  page: library,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const newPage = async () => {
    const context = await newUserContext(browser, baseURL);
    return context.newPage();
  };
  const hr = await newPage();
  await signInAsStaff(hr, 'hr');
  const month = lastMonth();
  const trainee = await newDtrTrainee(await newPage(), hr, {
    firstName: 'Carmela',
    lastName: uniqueSurname('Dizon'),
    office: 'library',
    since: month,
  });
  // 17 days of 08:00–12:00 and 13:00–17:00: 136 hours, none confirmed yet.
  await recordDays(trainee, dtrMonth(month, { times: DTR_SAMPLE_TIMES[0] }).slice(0, 17));
  const name = `Carmela ${trainee.lastName}`;

  await openApp(hr, `/applications?search=${encodeURIComponent(trainee.email)}`);
  const application = hr.getByRole('row').filter({ hasText: trainee.email });
  await expect(application.getByText('Passed Interview', { exact: true })).toBeVisible();

  await signInAsOfficeStaff(library, 'library');
  await openApp(library, `/office/dtr?month=${month}&scholar=${trainee.scholarId}`);
  await expect(library.getByRole('definition').filter({ hasText: name })).toBeVisible();
  await library.getByRole('button', { name: 'Confirm all complete days' }).click();
  await expect(library.getByText('Confirmed 17 days.')).toBeVisible();

  // The system's own step, seen by HR where they are, without a reload.
  await expect(application.getByText('Hours Completed', { exact: true })).toBeVisible();
  await application.getByRole('button', { name: 'Review' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Review Application' });
  await expect(dialog.getByText('130 training hours completed')).toBeVisible();
  await chooseStatus(dialog, 'Accepted');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toBeHidden();
  await expect(application.getByText('Accepted', { exact: true })).toBeVisible();

  // A scholar of the Library now. (Not one of the Registrar's: the office scoping of the list
  // is scholars-office.spec.ts's and server/test/scholars.test.ts's. The office's PDF of the
  // month: dtr-office.spec.ts downloads one, server/test/dtr-exports.test.ts reads it.)
  await openScholars(library, '/office/scholars');
  await library.getByRole('searchbox').fill(trainee.email);
  await expect(scholarRow(library, trainee)).toContainText('Scholar');
  await expect(scholarRows(library)).toHaveCount(1);

  // The scholar's dashboard: this month's hours, confirmed and awaiting the office.
  await recordDays(trainee, [{ workDate: universityToday(), ...DTR_SAMPLE_TIMES[0] }]);
  await openApp(trainee.page, '/student-dashboard');
  const thisMonth = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Manila',
  }).format(new Date());
  const hours = trainee.page.getByRole('region', { name: 'Your office' });
  await expect(hours.getByRole('heading', { name: `Hours in ${thisMonth}` })).toBeVisible();
  await expect(hours.getByRole('definition').nth(0)).toHaveText('0:00');
  await expect(hours.getByRole('definition').nth(1)).toHaveText('8:00');
});
