import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { dayOf, dayRow, firstWeekOf, lastMonth, newDtrTrainee, timeInput } from './support/dtr';
import { expect, test } from './support/journey-test';
import { signInAsOfficeStaff } from './support/scholars';

// Issue #10 Leave: a trainee files sick leave (A§2.3), the Library approves it with remarks
// (A§2.4), the trainee sees the decision live and the DTR shows the day "On leave"; HR finds
// it in Leave Management (A§2.5).

test('a scholar files sick leave, the office approves it, the scholar sees it live and On leave in the DTR', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const newPage = async () => {
    const context = await newUserContext(browser, baseURL);
    return { context, page: await context.newPage() };
  };
  const hr = await newPage();
  await signInAsStaff(hr.page, 'hr');
  const month = lastMonth();
  const student = await newPage();
  const lastName = uniqueSurname('Leave');
  await newDtrTrainee(student.page, hr.page, {
    firstName: 'Lea',
    lastName,
    office: 'library',
    since: month,
  });
  const name = `Lea ${lastName}`;
  const day = firstWeekOf(month)[1]!.workDate;

  // The student's form, prefilled from the application and the deployment.
  const s = student.page;
  await openApp(s, '/leave');
  await expect(s.getByRole('heading', { level: 1, name: 'Leave Form' })).toBeVisible();
  const form = s.getByRole('form', { name: 'Leave form' });
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await expect(form.getByLabel('School / Department', { exact: true })).toHaveValue('Library');
  await expectNoSeriousA11yViolations(s, 'leave form');
  await form.getByRole('button', { name: 'Submit Leave Application' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please provide at least your Name and ID #.');
  await form.getByRole('textbox', { name: /^ID #/ }).fill('2024-00777');
  await form
    .getByRole('combobox', { name: /^Type of Leave/ })
    .selectOption({ label: 'Sick Leave' });
  await form.getByLabel(/^Date from/).fill(day);
  await form.getByLabel(/^Date to/).fill(day);
  await form.getByLabel('Reasons', { exact: true }).fill('Fever, clinic visit.');
  await form.getByRole('button', { name: 'Submit Leave Application' }).click();
  const mine = s.getByRole('table', { name: 'My leave requests' }).getByRole('row', {
    name: /Sick Leave/,
  });
  await expect(mine).toContainText('Pending');
  await expect(mine.getByRole('button', { name: /^Cancel leave of/ })).toBeVisible();
  // The next form starts from what this one said.
  await expect(form.getByRole('textbox', { name: /^ID #/ })).toHaveValue('2024-00777');

  // The Library decides in the Actions modal.
  await signInAsOfficeStaff(page, 'library');
  await openApp(page, '/office/leave-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Leave Requests' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by student name or ID' }).fill(lastName);
  const row = page.getByRole('table', { name: 'Leave requests' }).getByRole('row', {
    name: new RegExp(name),
  });
  await expect(row).toContainText('Pending');
  await expectNoSeriousA11yViolations(page, 'leave requests');
  await row.getByRole('button', { name: new RegExp(`^Actions for ${name}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Request Actions' });
  await expect(dialog.getByText('Fever, clinic visit.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await dialog.getByLabel('Remarks').fill('Get well soon');
  await expectNoSeriousA11yViolations(page, 'leave actions');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Approved');

  // The student sees it without reloading, then the DTR day is On leave.
  await expect(mine).toContainText('Approved');
  await expect(mine).toContainText('Get well soon');
  await expect(mine.getByRole('button', { name: /^Cancel leave of/ })).toHaveCount(0);
  await openApp(s, `/dtr?month=${month}`);
  const leaveDay = dayRow(s, dayOf(day));
  await expect(leaveDay).toContainText('On leave');
  await expect(timeInput(s, dayOf(day), 'in1')).toBeDisabled();
  await expectNoSeriousA11yViolations(s, 'DTR with a leave day');

  // HR sees every office's leave.
  await openApp(hr.page, '/leave-management');
  await expect(hr.page.getByRole('heading', { level: 1, name: 'Leave Management' })).toBeVisible();
  await hr.page.getByRole('searchbox', { name: 'Search by name' }).fill(lastName);
  const card = hr.page.getByRole('article', { name: `Leave of ${name}` });
  await expect(card).toContainText('Approved');
  await expect(card).toContainText('Office: Get well soon');
  await expectNoSeriousA11yViolations(hr.page, 'leave management');
  await hr.context.close();
  await student.context.close();
});
