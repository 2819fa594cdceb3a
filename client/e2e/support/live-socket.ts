import type { Page, WebSocketRoute } from '@playwright/test';

// The client's two notification subscriptions (client/src/lib/notifications).
const LIVE_OPERATIONS = ['NotificationAdded', 'UnreadCountChanged'];

function subscribesTo(message: string | Buffer, operation: string): boolean {
  const text = typeof message === 'string' ? message : message.toString();
  return text.includes('"type":"subscribe"') && text.includes(`"operationName":"${operation}"`);
}

/**
 * Stands between the page and the server's GraphQL WebSocket, so a test can
 * drop the connection and refuse new ones, as a server restart would, and
 * knows when the page has (re)subscribed. Call before the page opens the app.
 */
export async function interceptLiveSocket(page: Page) {
  let refusing = false;
  let current: { page: WebSocketRoute; server: WebSocketRoute } | undefined;
  let subscribed: (() => void) | undefined;
  let pending = new Set<string>();

  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (refusing) {
      // Closes at once, cleanly: a refused connection is not a browser console error.
      void socket.close({ code: 1012, reason: 'Service Restart' });
      return;
    }
    const server = socket.connectToServer();
    current = { page: socket, server };
    socket.onMessage((message) => {
      for (const operation of pending) {
        if (subscribesTo(message, operation)) pending.delete(operation);
      }
      if (pending.size === 0) subscribed?.();
      server.send(message);
    });
  });

  return {
    /** Resolves once a connection carries both notification subscriptions (arm before they are sent). */
    subscriptions(): Promise<void> {
      pending = new Set(LIVE_OPERATIONS);
      return new Promise((resolve) => {
        subscribed = resolve;
      });
    },
    /** Closes the connection, as a restarting server does, and refuses new ones. */
    async drop(): Promise<void> {
      refusing = true;
      await current?.server.close({ code: 1001, reason: 'Going Away' });
      await current?.page.close({ code: 1012, reason: 'Service Restart' });
      current = undefined;
    },
    /** Lets connections through again. */
    restore(): void {
      refusing = false;
    },
  };
}
