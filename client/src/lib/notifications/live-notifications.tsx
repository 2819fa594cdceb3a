import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useEffectEvent, useState } from 'react';

import {
  NotificationAddedDocument,
  UnreadCountChangedDocument,
  UnreadNotificationCountDocument,
  type NotificationType,
} from '@/gql/graphql';
import { useAuth } from '@/lib/auth/use-auth';
import { announceNotice } from '@/lib/notifications/notification-events';
import { useCoalescedRefetch } from '@/lib/notifications/use-coalesced-refetch';
import { useSubscriptionSocket } from '@/lib/notifications/subscription-socket';
import { useToast, type ToastType } from '@/lib/toast/use-toast';

// F§7 reading (a), the badge's 60 s: here only a fallback while not live (ARCHITECTURE §7).
const FALLBACK_INTERVAL_MS = 60_000;

const TOAST_TYPE: Record<NotificationType, ToastType> = {
  success: 'success',
  warning: 'warning',
  error: 'error',
  info: 'info',
};

const LISTS_ONLY = { unreadCount: false };

/** Calls `onTick` every 60 s while `active`. */
function useFallbackTimer(active: boolean, onTick: () => void) {
  const tick = useEffectEvent(onTick);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      tick();
    }, FALLBACK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [active]);
}

function LiveNotificationUpdates() {
  const client = useApolloClient();
  const toast = useToast();
  const refetch = useCoalescedRefetch();
  // What the events do not carry: the lists on screen (the count is in the event).
  const refetchLists = useCoalescedRefetch(LISTS_ONLY);
  const socketConnected = useSubscriptionSocket(refetch);
  // graphql-ws resumes subscriptions after a lost connection by itself, but
  // one that errs (e.g. the server could not be reached at all) or that the
  // server completes is over: it is started again on the fallback timer.
  const [stopped, setStopped] = useState(false);
  const stop = () => {
    setStopped(true);
  };

  const unreadCount = useSubscription(UnreadCountChangedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const count = data.data?.unreadCountChanged;
      if (count == null) return;
      client.cache.writeQuery({
        query: UnreadNotificationCountDocument,
        data: { unreadNotificationCount: count },
      });
      // Read or deleted elsewhere (another tab, another device): the lists change too.
      refetchLists();
    },
    onError: stop,
    onComplete: stop,
  });

  const added = useSubscription(NotificationAddedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const notification = data.data?.notificationAdded;
      if (!notification) return;
      const { title, message, type } = notification;
      toast.show(message ? `${title}: ${message}` : title, { type: TOAST_TYPE[type] });
      refetchLists();
      announceNotice(notification);
    },
    onError: stop,
    onComplete: stop,
  });

  useFallbackTimer(!socketConnected || stopped, () => {
    refetch();
    if (!stopped) return;
    setStopped(false);
    unreadCount.restart();
    added.restart();
  });
  return null;
}

/**
 * Keeps the signed-in user's notifications live (ARCHITECTURE §7): the unread
 * count and every notification list on screen follow the server's
 * subscriptions, and a new notification shows a toast. While that is not
 * possible, they are refetched every 60 s instead. Mount it once where a user
 * is signed in; its state starts afresh for each user.
 */
export function LiveNotifications() {
  const { user } = useAuth();
  return user ? <LiveNotificationUpdates key={user.id} /> : null;
}
