import { graphql, signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { openAsNewApplicant, statusCard, submitThroughForm } from './support/application-form';
import { UNREAD_COUNT, chooseStatus, nextWeek } from './support/application-review';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { notificationsNavLink } from './support/notifications';

// The whole journey in two browsers: a student applies through the form,
// HR takes the application through every stage in the review dialog, and the
// student sees each step arrive live and ends on the accepted card.

test('a student applies, HR schedules and accepts in the dialog, the student follows live', async ({
  page: student,
  browser,
  baseURL,
}) => {
  // Two browsers through the whole pipeline: longer than one page's journey.
  const applicant = await openAsNewApplicant(student);
  await submitThroughForm(student);
  await expect(statusCard(student).getByText('Pending', { exact: true })).toBeVisible();
  const { data } = await graphql<{ unreadNotificationCount: number }>(student, UNREAD_COUNT);
  const unread = data?.unreadNotificationCount ?? 0;

  const context = await newUserContext(browser, baseURL);
  const hr = await context.newPage();
  await signInAsStaff(hr, 'hr');
  await openApp(hr, `/applications?search=${encodeURIComponent(applicant.email)}`);
  const row = hr.getByRole('row').filter({ hasText: applicant.email });
  const dialog = hr.getByRole('dialog', { name: 'Review Application' });

  // Opening it starts the review; the student hears of it at once.
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Application opened for review by HR')).toBeVisible();
  await expect(notificationsNavLink(student)).toHaveAccessibleName(
    `Notifications, ${String(unread + 1)} unread`,
  );

  await chooseStatus(dialog, 'Interview Scheduled');
  await dialog.getByLabel('Interview date').fill(nextWeek());
  await dialog.getByLabel('Interview time').fill('17:30');
  await dialog.getByLabel('Interview location').fill('HR Office, Room 101');
  const update = dialog.getByRole('button', { name: 'Update Status' });
  await update.click();
  await expect(dialog.getByText('Interview time must be between 08:00 and 17:00.')).toBeVisible();
  await dialog.getByLabel('Interview time').fill('10:00');
  await update.click();
  await expect(dialog).toBeHidden();
  await expect(
    student.getByRole('status').filter({ hasText: 'Interview Scheduled' }),
  ).toBeVisible();
  await expect(notificationsNavLink(student)).toHaveAccessibleName(
    `Notifications, ${String(unread + 2)} unread`,
  );

  for (const status of ['Passed Interview', 'Hours Completed', 'Accepted']) {
    await row.getByRole('button', { name: 'Review' }).click();
    await chooseStatus(dialog, status);
    if (status === 'Passed Interview') {
      await dialog
        .getByRole('combobox', { name: 'Office of training' })
        .selectOption({ label: 'Library' });
    }
    await update.click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(row.getByRole('button', { name: 'View Only' })).toBeVisible();
  // Three steps, and passing the interview also names the office of training.
  await expect(notificationsNavLink(student)).toHaveAccessibleName(
    `Notifications, ${String(unread + 6)} unread`,
  );

  await student.reload();
  await expect(student.getByRole('region', { name: 'Application Accepted' })).toBeVisible();
  await expect(statusCard(student).getByText('Accepted', { exact: true })).toBeVisible();
  await context.close();
});
