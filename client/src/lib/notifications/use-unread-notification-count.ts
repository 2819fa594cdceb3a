import { useQuery } from '@apollo/client/react';

import { UnreadNotificationCountDocument } from '@/gql/graphql';

/** The signed-in user's unread count; <LiveNotifications> keeps it current. */
export function useUnreadNotificationCount(): number {
  const { data } = useQuery(UnreadNotificationCountDocument);
  return data?.unreadNotificationCount ?? 0;
}
