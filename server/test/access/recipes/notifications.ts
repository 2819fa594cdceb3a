import type { Operation } from '../../../src/common/access/access-table.js';
import {
  MAX_PAGE_SIZE,
  NotificationsService,
} from '../../../src/modules/notifications/notifications.service.js';
import type { CallerName } from '../callers.js';
import { type Call, oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { accountOf } from './auth.js';

/** A notification of the caller's own account (HR's for the tokens) for one call alone. */
async function freshNotification(w: World, caller: CallerName): Promise<string> {
  const row = await w.sut
    .get<NotificationsService>(NotificationsService)
    .notify(accountOf(w, caller).id, {
      type: 'info',
      title: 'Access test',
      message: 'A notification to act on.',
    });
  return row.id;
}

const one = async (w: World, caller: CallerName): Promise<Call> => ({
  args: { id: await freshNotification(w, caller) },
});

const some = async (w: World, caller: CallerName): Promise<Call> => {
  const ids = [await freshNotification(w, caller)];
  // The spec's REST field name.
  return { args: { ids }, body: { notificationIDs: ids } };
};

/** One notification of the scholar's, for the list. */
const scholarNotification = oncePerWorld((w) => freshNotification(w, 'scholar'));

export const notificationsRecipes: Partial<Record<Operation, Recipe>> = {
  // As many as a page holds: the scholar is notified of fewer things in the whole test.
  notifications: {
    call: () => ({
      args: { limit: MAX_PAGE_SIZE, skip: 0 },
      query: { limit: String(MAX_PAGE_SIZE) },
    }),
    list: { record: scholarNotification, select: '{ items { id } }' },
  },
  markNotificationRead: { call: one },
  markNotificationsRead: { call: some },
  deleteNotification: { call: one },
  deleteNotifications: { call: some },
};
