import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';

import {
  DeleteNotificationDocument,
  DeleteNotificationsDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  MarkNotificationsReadDocument,
} from '@/gql/graphql';
import { refetchNotifications } from '@/lib/notifications/refetch-notifications';
import { useToast } from '@/lib/toast/use-toast';

// F§8 shows no server texts for these calls.
const MARK_FAILED = 'Failed to mark notifications as read. Please try again.';
const DELETE_FAILED = 'Failed to delete notifications. Please try again.';

/**
 * F§4 Notification: mark one, selected or all read; delete one or many.
 * Lists and the unread count refresh after each change, failed or not (a
 * failure may mean another tab changed them first). Each resolves to whether
 * it succeeded.
 */
export function useNotificationActions() {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [markOne] = useMutation(MarkNotificationReadDocument);
  const [markMany] = useMutation(MarkNotificationsReadDocument);
  const [markAll] = useMutation(MarkAllNotificationsReadDocument);
  const [deleteOne] = useMutation(DeleteNotificationDocument);
  const [deleteMany] = useMutation(DeleteNotificationsDocument);

  const run = async (change: () => Promise<unknown>, failure: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      return true;
    } catch {
      toast.show(failure, { type: 'error' });
      return false;
    } finally {
      await refetchNotifications(client);
      setBusy(false);
    }
  };

  return {
    busy,
    markRead: (id: string) => run(() => markOne({ variables: { id } }), MARK_FAILED),
    markManyRead: (ids: string[]) => run(() => markMany({ variables: { ids } }), MARK_FAILED),
    markAllRead: () => run(() => markAll(), MARK_FAILED),
    remove: (id: string) => run(() => deleteOne({ variables: { id } }), DELETE_FAILED),
    removeMany: (ids: string[]) => run(() => deleteMany({ variables: { ids } }), DELETE_FAILED),
  };
}

export type NotificationActions = ReturnType<typeof useNotificationActions>;
