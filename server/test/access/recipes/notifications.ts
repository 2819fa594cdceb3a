import type { Operation } from '../../../src/common/access/access-table.js';
import { NotificationsService } from '../../../src/modules/notifications/notifications.service.js';
import type { CallerName } from '../callers.js';
import type { Call, Recipe } from '../recipe.js';
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

export const notificationsRecipes: Partial<Record<Operation, Recipe>> = {
  notifications: { call: () => ({ args: { limit: 20, skip: 0 } }) },
  markNotificationRead: { call: one },
  markNotificationsRead: { call: some },
  deleteNotification: { call: one },
  deleteNotifications: { call: some },
};
