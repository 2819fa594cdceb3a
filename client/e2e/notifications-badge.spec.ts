import { openApp } from './support/app-page';
import { expect, test } from './support/journey-test';
import {
  notificationsNavLink,
  sendTestNotification,
  sendTestNotificationsAtOnce,
  signedInStudent,
} from './support/notifications';

test('the sidebar badge counts unread ones, capped at 9+ collapsed and 99+ expanded', async ({
  page,
}) => {
  const student = await signedInStudent(page);
  const link = notificationsNavLink(page);
  await sendTestNotificationsAtOnce(page, student.email, 9);
  await openApp(page, '/student-dashboard');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(link).toHaveAccessibleName('Notifications, 9 unread');
  await expect(link.getByText('9', { exact: true })).toBeVisible();

  await sendTestNotification(page, student.email, { title: 'The tenth' });
  await expect(link).toHaveAccessibleName('Notifications, 9+ unread');
  await expect(link.getByText('9+', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(link).toHaveAccessibleName('Notifications, 10 unread');
  await expect(link.getByText('10', { exact: true })).toBeVisible();

  // Away from the app meanwhile, so 89 toasts don't pile up.
  await page.goto('about:blank');
  await sendTestNotificationsAtOnce(page, student.email, 89, 'More');
  await openApp(page, '/student-dashboard');
  await expect(link).toHaveAccessibleName('Notifications, 99 unread');
  await expect(link.getByText('99', { exact: true })).toBeVisible();

  await sendTestNotification(page, student.email, { title: 'The hundredth' });
  await expect(link).toHaveAccessibleName('Notifications, 99+ unread');
  await expect(link.getByText('99+', { exact: true })).toBeVisible();
});
