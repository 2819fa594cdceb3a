import { E2E_PRODUCT } from './e2e-product';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { interceptLiveSocket } from './support/live-socket';
import {
  notificationCard,
  notificationList,
  openNotificationsPage,
  sendTestNotification,
  sendTestNotifications,
  signedInStudent,
} from './support/notifications';

test('a new user sees both empty states', async ({ page }) => {
  await signedInStudent(page);
  await openNotificationsPage(page);

  await expect(page).toHaveTitle(`Notifications | ${E2E_PRODUCT.name}`);
  await expect(page.getByRole('tab', { name: 'All (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'No Notifications' })).toBeVisible();
  await expect(
    page.getByText(
      "You don't have any notifications yet. They'll appear here when you have updates.",
    ),
  ).toBeVisible();
  // Nothing to select or mark.
  await expect(page.getByRole('button', { name: 'Select' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mark All as Read' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'notifications, empty');

  await page.getByRole('tab', { name: 'Unread (0)' }).click();
  await expect(page.getByRole('heading', { name: 'No Unread Notifications' })).toBeVisible();
  await expect(page.getByText('All caught up! You have no unread notifications.')).toBeVisible();
});

test('each card shows its type icon, title, message, relative time and unread dot', async ({
  page,
}) => {
  const student = await signedInStudent(page);
  const types = ['success', 'warning', 'error', 'info'] as const;
  for (const type of types) {
    await sendTestNotification(page, student.email, {
      type,
      title: `A ${type} notice`,
      message: `Details of the ${type} notice`,
    });
  }
  await openNotificationsPage(page);

  await expect(page.getByRole('tab', { name: 'All (4)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unread (4)' })).toBeVisible();
  // Newest first.
  await expect(notificationList(page).getByRole('heading')).toHaveText(
    types.map((type) => `A ${type} notice`).reverse(),
  );
  for (const [type, icon] of [
    ['success', 'Success'],
    ['warning', 'Warning'],
    ['error', 'Error'],
    ['info', 'Info'],
  ] as const) {
    const card = notificationCard(page, `A ${type} notice`);
    await expect(card.getByRole('img', { name: icon, exact: true })).toBeVisible();
    await expect(card.getByText(`Details of the ${type} notice`)).toBeVisible();
    await expect(card.getByText('Just now')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Unread' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'notifications');
});

test('one notification at a time: Mark as Read, then delete; Unread is then empty while All lists it', async ({
  page,
}) => {
  const student = await signedInStudent(page);
  await sendTestNotification(page, student.email, { title: 'First' });
  await sendTestNotification(page, student.email, { title: 'Second' });
  await openNotificationsPage(page);

  const first = notificationCard(page, 'First');
  await first.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(first.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Unread (1)' })).toBeVisible();
  await expect(notificationCard(page, 'Second').getByRole('img', { name: 'Unread' })).toBeVisible();

  await notificationCard(page, 'Second').getByRole('button', { name: 'Delete' }).click();
  await expect(notificationCard(page, 'Second')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'All (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();

  // The server agrees (a reload reads it afresh).
  await page.reload();
  await expect(notificationList(page).getByRole('listitem')).toHaveCount(1);
  await expect(notificationCard(page, 'First')).toBeVisible();

  await page.getByRole('tab', { name: 'Unread (0)' }).click();
  await expect(page.getByRole('heading', { name: 'No Unread Notifications' })).toBeVisible();
  await expect(notificationList(page)).toHaveCount(0);
});

test('select mode: mark the selected read, delete the selected, then Mark All as Read', async ({
  page,
}) => {
  const student = await signedInStudent(page);
  await sendTestNotifications(page, student.email, 5);
  await openNotificationsPage(page);
  await expect(page.getByRole('tab', { name: 'Unread (5)' })).toBeVisible();

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByText('0 selected')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete \(/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Mark as Read \(/ })).toHaveCount(0);
  // Cards are not opened or acted on one by one in select mode.
  await expect(notificationList(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Notice 1' }).check();
  await notificationCard(page, 'Notice 2').click(); // the whole card toggles
  await expect(page.getByRole('checkbox', { name: 'Notice 2' })).toBeChecked();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Read (2)' }).click();

  await expect(page.getByRole('tab', { name: 'Unread (3)' })).toBeVisible();
  // A finished bulk action leaves select mode.
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
  for (const title of ['Notice 1', 'Notice 2']) {
    await expect(notificationCard(page, title).getByRole('img', { name: 'Unread' })).toHaveCount(0);
  }
  await expect(
    notificationCard(page, 'Notice 3').getByRole('img', { name: 'Unread' }),
  ).toBeVisible();

  // Only read ones selected: nothing to mark, but they can be deleted.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Notice 1' }).check();
  await page.getByRole('checkbox', { name: 'Notice 2' }).check();
  await page.getByRole('checkbox', { name: 'Notice 3' }).check();
  await expect(page.getByRole('button', { name: 'Mark as Read (1)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Notice 3' }).uncheck();
  await expect(page.getByRole('button', { name: /^Mark as Read \(/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete (2)' }).click();

  await expect(notificationCard(page, 'Notice 1')).toHaveCount(0);
  await expect(notificationCard(page, 'Notice 2')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'All (3)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unread (3)' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(page.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  await expect(notificationList(page).getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark All as Read' })).toHaveCount(0);
});

test('Select All, Clear and Cancel; leaving select mode clears the selection', async ({ page }) => {
  const student = await signedInStudent(page);
  await sendTestNotifications(page, student.email, 3);
  await openNotificationsPage(page);

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByText('3 selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete (3)' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Mark as Read (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('0 selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Notice 2' }).check();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByText('0 selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Notice 2' })).not.toBeChecked();
});

test('long lists come in pages of 20', async ({ page }) => {
  const student = await signedInStudent(page);
  await sendTestNotifications(page, student.email, 23);
  await openNotificationsPage(page);

  const cards = notificationList(page).getByRole('listitem');
  await expect(page.getByRole('tab', { name: 'All (23)' })).toBeVisible();
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAccessibleName('Notice 23');

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText(['Notice 3', 'Notice 2', 'Notice 1']);

  // Emptying the last page shows the one before it.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('button', { name: 'Select All' }).click();
  await page.getByRole('button', { name: 'Delete (3)' }).click();
  await expect(page.getByRole('tab', { name: 'All (20)' })).toBeVisible();
  await expect(cards).toHaveCount(20);
  await expect(page.getByRole('navigation', { name: 'pagination navigation' })).toHaveCount(0);
});

test('a card with a link opens it and counts as read', async ({ page }) => {
  const student = await signedInStudent(page);
  await sendTestNotification(page, student.email, { title: 'Open your profile', link: '/profile' });
  await sendTestNotification(page, student.email, { title: 'Nothing to open' });
  await openNotificationsPage(page);
  await expect(notificationCard(page, 'Nothing to open').getByRole('link')).toHaveCount(0);

  // Anywhere on the card, not only its title.
  await notificationCard(page, 'Open your profile').click({ position: { x: 12, y: 12 } });
  await expect(page).toHaveURL('/profile');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Unread (1)' })).toBeVisible();
  await expect(
    notificationCard(page, 'Open your profile').getByRole('img', { name: 'Unread' }),
  ).toHaveCount(0);
});

test('Refresh fetches what arrived meanwhile', async ({ page }) => {
  // Without live updates, so only Refresh can bring it.
  const socket = await interceptLiveSocket(page);
  await socket.drop();
  const student = await signedInStudent(page);
  await openNotificationsPage(page);
  await expect(page.getByRole('tab', { name: 'All (0)' })).toBeVisible();

  await sendTestNotification(page, student.email, { title: 'Fetched on Refresh' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(notificationCard(page, 'Fetched on Refresh')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All (1)' })).toBeVisible();
});

test('the list shows while it loads and offers Retry when it cannot be loaded', async ({
  page,
}) => {
  const student = await signedInStudent(page);
  await sendTestNotification(page, student.email, { title: 'Eventually shown' });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answered = 0;
  await page.route('/graphql', async (route) => {
    if (!route.request().postData()?.includes('"operationName":"NotificationList"')) {
      return route.fallback();
    }
    answered += 1;
    if (answered > 1) return route.fallback();
    // The first answer comes late, and as a failure.
    await released;
    return route.fulfill({ json: { errors: [{ message: 'Unexpected error' }] } });
  });
  await openNotificationsPage(page);

  await expect(page.getByRole('progressbar', { name: 'Loading notifications' })).toBeVisible();
  release();
  await expect(page.getByText('Could not load your notifications.')).toBeVisible();
  await expect(page.getByText('Unexpected error')).toHaveCount(0);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(notificationCard(page, 'Eventually shown')).toBeVisible();
  await expect(page.getByText('Could not load your notifications.')).toHaveCount(0);
});
