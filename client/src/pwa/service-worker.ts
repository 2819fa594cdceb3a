/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { readPushMessage } from '@/pwa/push-message';
import { SKIP_WAITING } from '@/pwa/worker-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The build's shell, kept by revision: a deploy installs a new worker with the new files, which
// waits until the page's "New version — Reload" lets it take over (update-prompt.tsx).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page is the single-page app: offline, any address opens the shell. The server's own
// paths are never answered from the cache: the API, GraphQL, GraphiQL and file downloads.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/graphql(\/|$)/, /^\/graphiql/],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: message.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(
    (event.notification.data as { link?: string })?.link ?? '/',
    self.location.origin,
  );
  event.waitUntil(openOrFocus(link.href));
});

/** The app's open window, brought forward on the link; a new one when none is open. */
async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(url);
}
