import { graphql, signIn } from './support/accounts';
import { openApp } from './support/app-page';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { interceptLiveSocket } from './support/live-socket';
import {
  notificationCard,
  notificationsNavLink,
  openNotificationsPage,
  sendTestNotification,
  signedInStudent,
} from './support/notifications';
import { demoAccount } from './support/server-data';

test('a notification sent by HR reaches the student at once: badge, list and toast', async ({
  page,
  browser,
  baseURL,
}) => {
  const socket = await interceptLiveSocket(page);
  const student = await signedInStudent(page);
  const subscribed = socket.subscriptions();
  await openNotificationsPage(page);
  await subscribed;
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('heading', { name: 'No Notifications' })).toBeVisible();
  // A reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  // The events carry the count: asking for it again would bring every open app back at once
  // when a notice goes to everyone.
  const countRequests: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('"operationName":"UnreadNotificationCount"'))
      countRequests.push(request.url());
  });

  const hrContext = await newUserContext(browser, baseURL);
  const hr = await hrContext.newPage();
  await signIn(hr, demoAccount('hr'));
  await sendTestNotification(hr, student.email, {
    type: 'success',
    title: 'Application received',
    message: 'HR has your application.',
  });

  await expect(
    page.getByRole('status').filter({ hasText: 'Application received: HR has your application.' }),
  ).toBeVisible();
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(notificationCard(page, 'Application received')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unread (1)' })).toBeVisible();

  // A warning arrives as a warning toast.
  await sendTestNotification(hr, student.email, {
    type: 'warning',
    title: 'Missing document',
    message: 'Upload your grades.',
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Missing document: Upload your grades.' }),
  ).toBeVisible();
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 2 unread');
  await hrContext.close();
  expect(countRequests).toEqual([]);

  // Read elsewhere (another tab or device of the student): this page follows.
  await graphql(page, 'mutation { markAllNotificationsRead }');
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark All as Read' })).toHaveCount(0);

  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test('after the connection drops, what was missed shows up and live updates resume', async ({
  page,
}) => {
  const socket = await interceptLiveSocket(page);
  const student = await signedInStudent(page);
  const subscribed = socket.subscriptions();
  await openNotificationsPage(page);
  await subscribed;

  await socket.drop();
  await sendTestNotification(page, student.email, { title: 'Sent while offline' });
  const resubscribed = socket.subscriptions();
  socket.restore();

  // graphql-ws reconnects by itself (backing off 1–4 s, then 2–5 s, …); the client then
  // refetches what it may have missed.
  await resubscribed;
  await expect(notificationCard(page, 'Sent while offline')).toBeVisible({ timeout: 20_000 });
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 1 unread');

  await sendTestNotification(page, student.email, { title: 'Sent after reconnecting' });
  await expect(
    page.getByRole('status').filter({ hasText: 'Sent after reconnecting' }),
  ).toBeVisible();
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(notificationCard(page, 'Sent after reconnecting')).toBeVisible();
});

test('a reconnection refused for a stale access token refreshes the session, then resumes', async ({
  page,
  context,
  baseURL,
}) => {
  const socket = await interceptLiveSocket(page);
  const student = await signedInStudent(page);
  const subscribed = socket.subscriptions();
  await openNotificationsPage(page);
  await subscribed;
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh') refreshes.push(response.status());
  });

  // The server refuses a handshake whose access token it no longer accepts (4403).
  await context.addCookies([{ name: 'access_token', value: 'stale.token', url: baseURL ?? '' }]);
  const resubscribed = socket.subscriptions();
  await socket.drop();
  socket.restore();
  await resubscribed;
  expect(refreshes).toEqual([200]);

  await sendTestNotification(page, student.email, { title: 'Live again' });
  await expect(page.getByRole('status').filter({ hasText: 'Live again' })).toBeVisible();
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 1 unread');
});

test('only while the socket is down are the badge and list refetched, every 60 s', async ({
  page,
}) => {
  await page.clock.install();
  const socket = await interceptLiveSocket(page);
  const student = await signedInStudent(page);
  const subscribed = socket.subscriptions();
  await openNotificationsPage(page);
  await subscribed;

  let countRequests = 0;
  page.on('request', (request) => {
    if (request.postData()?.includes('"operationName":"UnreadNotificationCount"'))
      countRequests += 1;
  });
  // Live: minutes pass without a single refetch.
  await page.clock.runFor(150_000);
  expect(countRequests).toBe(0);

  await socket.drop();
  await sendTestNotification(page, student.email, { title: 'Found by the fallback' });
  await page.clock.runFor(50_000);
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications');
  await page.clock.runFor(15_000);
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 1 unread');
  // The list's answer may land after runFor returned, and render on a timer the paused clock holds.
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(notificationCard(page, 'Found by the fallback')).toBeVisible({ timeout: 250 });
  }).toPass();
  // No toast for what was only found by polling.
  await expect(page.getByRole('status').filter({ hasText: 'Found by the fallback' })).toHaveCount(
    0,
  );
});

test('signing out ends the live updates; the next user starts with their own count', async ({
  page,
}) => {
  const socket = await interceptLiveSocket(page);
  const first = await signedInStudent(page);
  await sendTestNotification(page, first.email, { title: 'For the first student' });
  await openApp(page, '/student-dashboard');
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 1 unread');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/signin');
  // Only what arrives over the socket shows a toast: send once the second student listens.
  const subscribed = socket.subscriptions();
  const second = await signedInStudent(page);
  await openApp(page, '/student-dashboard');
  await subscribed;
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications');

  // The first student's notifications no longer reach this browser.
  await sendTestNotification(page, first.email, { title: 'Not for this browser' });
  await sendTestNotification(page, second.email, { title: 'For the second student' });
  await expect(
    page.getByRole('status').filter({ hasText: 'For the second student' }),
  ).toBeVisible();
  await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByText('Not for this browser')).toHaveCount(0);
});
