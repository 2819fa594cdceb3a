import type { Page } from '@playwright/test';

import { graphql, signIn, signUpStudent, type Credentials } from './accounts';
import { openApp } from './app-page';
import { sidebarNav } from './sidebar';

// sendTestNotification exists only on a server running with NODE_ENV=test (as
// global-setup starts it), so it is not in schema.graphql: raw GraphQL here.
const SEND_TEST_NOTIFICATION = `mutation SendTestNotification($input: TestNotificationInput!) {
  sendTestNotification(input: $input)
}`;

export type NotificationType = 'success' | 'warning' | 'error' | 'info';

export interface TestNotification {
  title: string;
  message?: string;
  type?: NotificationType;
  link?: string;
}

/** Makes a notification for the user with that e-mail, sent with `sender`'s session. */
export async function sendTestNotification(
  sender: Page,
  email: string,
  notification: TestNotification,
): Promise<void> {
  const input = { email, type: 'info', message: '', ...notification };
  const answer = await graphql(sender, SEND_TEST_NOTIFICATION, { input });
  if (answer.errors) throw new Error(`sendTestNotification: ${JSON.stringify(answer.errors)}`);
}

/** `count` info notifications titled "<prefix> 1" … "<prefix> <count>", oldest first. */
export async function sendTestNotifications(
  sender: Page,
  email: string,
  count: number,
  prefix = 'Notice',
): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    await sendTestNotification(sender, email, { title: `${prefix} ${String(i)}` });
  }
}

/** Like sendTestNotifications, all at once: for a count, when their order does not matter. */
export async function sendTestNotificationsAtOnce(
  sender: Page,
  email: string,
  count: number,
  prefix = 'Notice',
): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      sendTestNotification(sender, email, { title: `${prefix} ${String(i + 1)}` }),
    ),
  );
}

const DELETE_ALL = `mutation DeleteAll($ids: [ID!]!) { deleteNotifications(ids: $ids) }`;
const LIST_IDS = `{ notifications(limit: 100) { items { id } } }`;

/**
 * A new student of this test alone, signed in on `page`, with no notifications:
 * the welcome one that sign-up makes is deleted. (Notifications need no verified e-mail.)
 */
export async function signedInStudent(page: Page): Promise<Credentials> {
  const student = await signUpStudent(page);
  await signIn(page, student);
  const { data } = await graphql<{ notifications: { items: { id: string }[] } }>(page, LIST_IDS);
  const ids = data?.notifications.items.map((item) => item.id) ?? [];
  const answer = await graphql(page, DELETE_ALL, { ids });
  if (answer.errors) throw new Error(`deleteNotifications: ${JSON.stringify(answer.errors)}`);
  return student;
}

export async function openNotificationsPage(page: Page): Promise<void> {
  await openApp(page, '/notifications');
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
}

/** The sidebar's Notifications link; its name carries the unread count ("Notifications, 3 unread"). */
export function notificationsNavLink(page: Page) {
  return sidebarNav(page).getByRole('link', { name: /^Notifications/ });
}

export function notificationList(page: Page) {
  return page.getByRole('list', { name: 'Notifications' });
}

/** The card titled `title` (exactly). */
export function notificationCard(page: Page, title: string) {
  return notificationList(page).getByRole('listitem', { name: title, exact: true });
}
