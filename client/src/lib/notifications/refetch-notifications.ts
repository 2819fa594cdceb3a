import type { ApolloClient } from '@apollo/client';

/**
 * F§4 "lists and the unread count refresh after each change": every active
 * query that reads the notification list or the unread count asks the server
 * again, whichever page or component holds it. Never rejects: a failed
 * refetch shows as the error of the query that made it.
 */
export async function refetchNotifications(client: ApolloClient): Promise<void> {
  try {
    await client.refetchQueries({
      updateCache(cache) {
        cache.modify({
          fields: {
            notifications: (_, { INVALIDATE }) => INVALIDATE,
            unreadNotificationCount: (_, { INVALIDATE }) => INVALIDATE,
          },
        });
      },
    });
  } catch {
    // Shown by the query itself (see above).
  }
}
