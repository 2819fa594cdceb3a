import type { ApolloClient } from '@apollo/client';

/**
 * F§4 "lists and the unread count refresh after each change": every active
 * query that reads the notification list (and, unless `unreadCount` is false,
 * the unread count) asks the server again, whichever page or component holds
 * it. The live updates pass `unreadCount: false`: the count came with the
 * event, and a broadcast would otherwise bring every open app back to ask for
 * it at once. Never rejects: a failed refetch shows as the error of the query
 * that made it.
 */
export async function refetchNotifications(
  client: ApolloClient,
  { unreadCount = true }: { unreadCount?: boolean } = {},
): Promise<void> {
  try {
    await client.refetchQueries({
      updateCache(cache) {
        cache.modify({
          fields: {
            notifications: (_, { INVALIDATE }) => INVALIDATE,
            ...(unreadCount && {
              unreadNotificationCount: (_, { INVALIDATE }) => INVALIDATE,
            }),
          },
        });
      },
    });
  } catch {
    // Shown by the query itself (see above).
  }
}
