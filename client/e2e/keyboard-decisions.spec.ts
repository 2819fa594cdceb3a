import type { Page } from '@playwright/test';
import { leaveForm, uniqueSurname } from '@sasm/test-data';

import { graphqlData, signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { test, UNREAD_COUNT } from './support/application-review';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserPage } from './support/contexts';
import { firstWeekOf, lastMonth, newDtrTrainee } from './support/dtr';
import { expectVisibleFocus, KeyboardUser } from './support/keyboard';
import { expect } from './support/journey-test';

// Issue #33, by keyboard alone (no mouse events, no fill on what the keys reach): each
// journey counts its command keys against a goal and checks the focus shows at every step.
// Typed text (an ID number, dates, a note) is the content, not counted.

const FILE_LEAVE = `mutation File($input: CreateLeaveRequestInput!) {
  fileLeaveRequest(input: $input) { id }
}`;

async function unreadOf(page: Page): Promise<number> {
  return (await graphqlData<{ unreadNotificationCount: number }>(page, UNREAD_COUNT))
    .unreadNotificationCount;
}

/** A trainee of the Library since last month, signed in on `student`; HR signed in on `hr`. */
async function libraryTrainee(student: Page, hr: Page) {
  await signInAsStaff(hr, 'hr');
  const month = lastMonth();
  const lastName = uniqueSurname('Keys');
  await newDtrTrainee(student, hr, {
    firstName: 'Noel',
    lastName,
    office: 'library',
    since: month,
  });
  return { lastName, name: `Noel ${lastName}`, day: firstWeekOf(month)[1]!.workDate };
}

// Goal 8: from the search box the page opens in, one key to the row, one to open it, the
// arrows to the status (two for On Hold; the longest list, from Interview Scheduled, needs at
// most four), Tab past the comments, Tab to Update Status, Enter. Was 37 Tabs.
test('HR changes an application status by keyboard within 8 keys, told that opening it moved it to Under Review', async ({
  page,
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Kai');
  const review = row.getByRole('button', { name: 'Review' });
  await expect(review).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await expectVisibleFocus(page, 'opening the page');
  const keys = new KeyboardUser(page);

  await keys.press('ArrowDown');
  await expect(review).toBeFocused();
  await keys.press('Enter');
  await expect(
    dialog.getByRole('status').filter({ hasText: 'moved it from Pending to Under Review' }),
  ).toBeVisible();
  const status = dialog.getByRole('combobox', { name: 'Status' });
  await expect(status).toBeFocused();
  await expect(status.locator('option:checked')).toHaveText('Under Review (current)');
  await expectNoSeriousA11yViolations(page, 'review dialog, by keyboard');

  await keys.press('ArrowDown', 2);
  await expect(status.locator('option:checked')).toHaveText('On Hold');
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Under Review → On Hold' }),
  ).toBeVisible();
  await keys.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'HR comments' })).toBeFocused();
  await keys.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Update Status' })).toBeFocused();
  await keys.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(row.getByText('On Hold', { exact: true })).toBeVisible();
  // Back on the row it came from, ready for the next.
  await expect(review).toBeFocused();
  expect(keys.presses).toBeLessThanOrEqual(8);
});

// Goal 6: from the search box the page opens in, one key to the card's status, one arrow to
// Approved (which opens the dialog), Tab to the note, Tab, Tab to Confirm, Enter.
test('HR decides a leave by keyboard within 6 keys; the select alone saves and notifies nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const student = await newUserPage(browser, baseURL);
  const { lastName, name, day } = await libraryTrainee(student, page);
  await graphqlData(student, FILE_LEAVE, {
    input: leaveForm(day, { name, idNumber: '2024-00555' }),
  });
  const heard = await unreadOf(student);

  await openApp(page, `/leave-management?search=${lastName}`);
  const card = page.getByRole('article', { name: `Leave of ${name}` });
  const select = card.getByRole('combobox', { name: 'Status' });
  const dialog = page.getByRole('dialog', { name: 'Leave details' });
  await expect(select).toBeVisible();

  // A slip of the arrow keys: it opens the dialog, Escape puts everything back.
  const slip = new KeyboardUser(page);
  await slip.press('ArrowDown');
  await expect(select).toBeFocused();
  await slip.press('ArrowDown');
  const chosen = dialog.getByRole('combobox', { name: 'Status' });
  await expect(chosen).toBeFocused();
  await expect(chosen.locator('option:checked')).toHaveText('Approved');
  await expect(dialog.getByRole('status')).toHaveText(
    `Pending → Approved. Nothing is saved until you choose Confirm; then ${name} and Library’s staff will be notified.`,
  );
  await expectNoSeriousA11yViolations(page, 'leave details, by keyboard');
  await slip.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(select).toBeFocused();
  await expect(select.locator('option:checked')).toHaveText('Pending');
  await expect(card.locator('.MuiChip-label')).toHaveText('Pending');
  expect(await unreadOf(student)).toBe(heard);

  // The decision, from the page opening.
  await openApp(page, `/leave-management?search=${lastName}`);
  await expect(select).toBeVisible();
  const keys = new KeyboardUser(page);
  await keys.press('ArrowDown');
  await keys.press('ArrowDown');
  await expect(chosen).toBeFocused();
  await keys.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'HR note' })).toBeFocused();
  await keys.type('Get well soon.');
  await keys.press('Tab', 2);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await keys.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(card.locator('.MuiChip-label')).toHaveText('Approved');
  await expect(card).toContainText('HR note: Get well soon.');
  await expect(select).toBeFocused();
  expect(keys.presses).toBeLessThanOrEqual(6);
  await expect.poll(() => unreadOf(student)).toBe(heard + 1);
  await student.context().close();
});

/** 'YYYY-MM-DD' as typed into Chromium's date field (en-US: month, day, year). */
const typedDate = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

// Goal 9: the form opens at ID # (the name is prefilled); three Tabs past School / Department
// and Course & Year to the type, one arrow for Sick Leave, two Tabs past No. of days to Date
// from, two to Date to (Chromium's date field holds its calendar button as a second stop),
// Enter to submit. The rest is optional or prefilled.
test('a student files leave by keyboard within 9 keys', async ({
  page: student,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const hr = await newUserPage(browser, baseURL);
  const { day } = await libraryTrainee(student, hr);
  await hr.context().close();

  await openApp(student, '/leave');
  const form = student.getByRole('form', { name: 'Leave form' });
  await expect(form.getByRole('textbox', { name: /^ID #/ })).toBeFocused();
  await expectVisibleFocus(student, 'opening the page');
  const keys = new KeyboardUser(student);
  await keys.type('2024-00888');
  await keys.press('Tab', 3);
  await expect(form.getByRole('combobox', { name: /^Type of Leave/ })).toBeFocused();
  await keys.press('ArrowDown');
  await keys.press('Tab', 2);
  await expect(form.getByLabel(/^Date from/)).toBeFocused();
  await keys.type(typedDate(day));
  await keys.press('Tab', 2);
  await expect(form.getByLabel(/^Date to/)).toBeFocused();
  await keys.type(typedDate(day));
  await keys.press('Enter');

  const mine = student.getByRole('table', { name: 'My leave requests' }).getByRole('row', {
    name: /Sick Leave/,
  });
  await expect(mine).toContainText('Pending');
  expect(keys.presses).toBeLessThanOrEqual(9);
});
