import { graphql } from './support/accounts';
import { openApp } from './support/app-page';
import {
  UNREAD_COUNT,
  chooseStatus,
  moveTo,
  nextWeek,
  scheduleThroughApi,
  test,
} from './support/application-review';
import { expectNoSeriousA11yViolations } from './support/axe';
import { holdRefetches } from './support/held-refetches';
import { expect } from './support/journey-test';
import { notificationsNavLink } from './support/notifications';

// A§2.2 the review dialog and the A§4 pipeline, as HR works through them.

test('opening a pending application moves it to Under Review with the audit comment', async ({
  page,
  listApplicant,
}) => {
  const { applicant, row, dialog } = await listApplicant('Maria');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Student Assistant')).toBeVisible();
  await expect(row.getByText(applicant.email)).toBeVisible();
  await row.getByRole('button', { name: 'Review' }).click();

  await expect(dialog.getByText('Application opened for review by HR')).toBeVisible();
  await expect(dialog.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole('combobox', { name: 'Status' }).locator('option:checked'),
  ).toHaveText('Under Review (current)');
  // The applicant's data, grouped as the form is.
  for (const section of ['Personal Information', 'Address', 'Educational Background']) {
    await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(dialog.getByText('Leadership Seminar')).toBeVisible();
  await expect(
    dialog.getByText('123 Rizal Street, San Isidro, La Trinidad, Benguet'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'review dialog');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Under Review', { exact: true })).toBeVisible();
});

test('scheduling an interview: fields cleared on switching away, hours checked, e-mail previewed, the student told at once', async ({
  page,
  listApplicant,
}) => {
  const { applicant, row, dialog } = await listApplicant('Lea');
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Application opened for review by HR')).toBeVisible();

  // The student watches their dashboard in a browser of their own.
  const student = applicant.page;
  await openApp(student, '/student-dashboard');
  const { data } = await graphql<{ unreadNotificationCount: number }>(student, UNREAD_COUNT);
  const unread = data?.unreadNotificationCount ?? 0;
  await expect(notificationsNavLink(student)).toHaveAccessibleName(
    `Notifications, ${String(unread)} unread`,
  );

  await chooseStatus(dialog, 'Interview Scheduled');
  const update = dialog.getByRole('button', { name: 'Update Status' });
  await update.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please fill in all required interview scheduling fields (Date, Time, and Location).',
  );
  // Switching away clears what was typed for the interview.
  await dialog.getByLabel('Interview location').fill('Library');
  await chooseStatus(dialog, 'On Hold');
  await expect(dialog.getByLabel('Interview location')).toHaveCount(0);
  await chooseStatus(dialog, 'Interview Scheduled');
  await expect(dialog.getByLabel('Interview location')).toHaveValue('');

  await dialog.getByLabel('Interview date').fill(nextWeek());
  await dialog.getByLabel('Interview time').fill('18:00');
  await dialog.getByLabel('Interview location').fill('HR Office, Room 101');
  await update.click();
  await expect(dialog.getByText('Interview time must be between 08:00 and 17:00.')).toBeVisible();

  await dialog.getByLabel('Interview time').fill('09:30');
  await dialog.getByLabel('Interview notes').fill('Bring your school ID.');
  const preview = dialog.getByRole('region', { name: 'Interview e-mail preview' });
  await expect(preview).toContainText('Time: 09:30');
  await expect(preview).toContainText('Location: HR Office, Room 101');
  await expect(preview).toContainText('Notes: Bring your school ID.');
  await expect(preview).toContainText('Please arrive 15 minutes early.');
  await expectNoSeriousA11yViolations(page, 'review dialog, interview');
  await update.click();

  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Application status updated to Interview Scheduled.' }),
  ).toBeVisible();
  await expect(row.getByText('Interview Scheduled')).toBeVisible();

  await expect(
    student.getByRole('status').filter({ hasText: 'Interview Scheduled' }),
  ).toBeVisible();
  await expect(notificationsNavLink(student)).toHaveAccessibleName(
    `Notifications, ${String(unread + 1)} unread`,
  );
});

test('through the pipeline to Accepted; the row is then View Only and the dialog final', async ({
  page,
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Rosa', {
    prepare: (applicant) => scheduleThroughApi(page, applicant),
  });

  for (const [status, comment] of [
    ['Passed Interview', 'Clear answers, good attitude.'],
    ['Hours Completed', '130 hours rendered.'],
    ['Accepted', 'Welcome aboard.'],
  ] as const) {
    await row.getByRole('button', { name: 'Review' }).click();
    await chooseStatus(dialog, status);
    if (status === 'Passed Interview') {
      // The trainee's office is required (A§4 training).
      await dialog.getByRole('button', { name: 'Update Status' }).click();
      await expect(
        dialog.getByText('Choose the office where the student will train.'),
      ).toBeVisible();
      await dialog
        .getByRole('combobox', { name: 'Office of training' })
        .selectOption({ label: 'Registrar' });
    }
    await dialog.getByLabel('HR comments').fill(comment);
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }

  await row.getByRole('button', { name: 'View Only' }).click();
  await expect(
    dialog.getByText('This application is final and can no longer be changed.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
  const history = dialog.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(6);
  await expect(history.nth(0)).toContainText('Submitted (Pending)');
  await expect(history.nth(5)).toContainText('Hours Completed → Accepted');
  await expect(history.nth(5)).toContainText('Welcome aboard.');
  await expectNoSeriousA11yViolations(page, 'review dialog, final');
});

test('a failed interview is View Only in the list, yet its dialog offers a reschedule', async ({
  page,
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Joy', {
    prepare: async (applicant) => {
      await scheduleThroughApi(page, applicant);
      await moveTo(page, applicant, { status: 'failed_interview' });
    },
  });

  await row.getByRole('button', { name: 'View Only' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Status' }).getByRole('option')).toHaveText([
    'Reschedule Interview',
    'Rejected',
  ]);
});

test('a decision made on a changed application is refused, shown and reloaded', async ({
  page,
  listApplicant,
}) => {
  const { applicant, row, dialog } = await listApplicant('Ella');
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Under Review', { exact: true })).toBeVisible();

  // Another reviewer puts it on hold meanwhile (the list is not refreshed until the Save is
  // refused: see holdRefetches).
  const releaseList = await holdRefetches(page, 'StaffApplications');
  await moveTo(page, applicant, { status: 'on_hold' });
  await chooseStatus(dialog, 'Rejected');
  await dialog.getByRole('button', { name: 'Update Status' }).click();

  await expect(dialog.getByRole('alert')).toHaveText(
    'This application was changed by someone else in the meantime. Reload it and try again.',
  );
  await releaseList();
  await expect(
    dialog.getByRole('combobox', { name: 'Status' }).locator('option:checked'),
  ).toHaveText('On Hold (current)');
  await expectNoSeriousA11yViolations(page, 'review dialog, conflict');
});
