import type { Page } from '@playwright/test';

import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import {
  notificationCard,
  notificationsNavLink,
  openNotificationsPage,
  sendTestNotification,
  signedInStudent,
} from './support/notifications';
import { startOwnServer } from './support/own-server';

/** Resolves once the page sends a subscribe message for the live notifications. */
function subscriptionSent(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"operationName":"NotificationAdded"')) resolve();
      });
    });
  });
}

// While the server is down the browser logs each refused WebSocket connection;
// anything else logged as an error fails the test, as the app fixture would.
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const refusedSocket = /WebSocket connection to .* failed/.test(message.text());
    if (message.type() === 'error' && !refusedSocket) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('after a server restart the subscriptions resume by themselves', async ({ browser }) => {
  // A server of its own, started twice; and should graphql-ws give up on the
  // refused connections, the client starts its subscriptions again within 60 s.
  test.setTimeout(180_000);
  const server = await startOwnServer();
  try {
    const context = await newUserContext(browser, server.baseUrl);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const student = await signedInStudent(page);
    const subscribed = subscriptionSent(page);
    await openNotificationsPage(page);
    await subscribed;

    const resubscribed = subscriptionSent(page);
    await server.restart();
    await resubscribed;
    await sendTestNotification(page, student.email, { title: 'After the restart' });

    await expect(page.getByRole('status').filter({ hasText: 'After the restart' })).toBeVisible();
    await expect(notificationsNavLink(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(notificationCard(page, 'After the restart')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await server.dispose();
  }
});
