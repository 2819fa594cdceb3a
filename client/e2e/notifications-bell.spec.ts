import type { Page } from '@playwright/test';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { sendTestNotification, signedInStudent } from './support/notifications';

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

function latest(page: Page) {
  return page.getByRole('dialog', { name: 'Notifications' });
}

test('the bell counts a notification arriving live and opens the latest ones', async ({ page }) => {
  const student = await signedInStudent(page);
  await openApp(page, '/student-dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await sendTestNotification(page, student.email, {
    title: 'Schedule received',
    message: 'Your office has your class schedule.',
    link: '/schedule',
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(page).getByText('1', { exact: true })).toBeVisible();

  // By keyboard: the bell opens the popover, Escape gives focus back to it.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const popover = latest(page);
  await expect(popover.getByRole('link', { name: /Schedule received/ })).toBeVisible();
  await expect(popover.getByText('Your office has your class schedule.')).toBeVisible();
  await expect(popover.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the bell open');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Another one arrives while the popover is open: it shows there, and the count follows.
  await bell(page).click();
  await sendTestNotification(page, student.email, { title: 'Second notice' });
  await expect(popover.getByRole('link', { name: /Second notice/ })).toBeVisible();
  // The open popover is modal: the page behind it, the bell too, is hidden from assistive technology.
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  // Opening one marks it read and follows its link.
  await bell(page).click();
  await popover.getByRole('link', { name: /Schedule received/ }).click();
  await expect(page).toHaveURL('/schedule');
  await expect(popover).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await bell(page).click();
  await latest(page).getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 360, height: 740 },
]) {
  test(`HR reaches the bell without scrolling at ${String(viewport.width)} × ${String(viewport.height)}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsStaff(page, 'hr');
    await openApp(page, '/hr-dashboard');
    await expect(bell(page)).toBeInViewport({ ratio: 1 });
    await bell(page).click();
    await expect(
      latest(page).getByRole('link', { name: 'See all notifications' }),
    ).toBeInViewport();
  });
}
