import { useQuery } from '@apollo/client/react';

import { NotificationListDocument, type NotificationListQuery } from '@/gql/graphql';

export const PAGE_SIZE = 20;

export type NotificationTab = 'all' | 'unread';

export type NotificationItem = NotificationListQuery['notifications']['items'][number];

export type NotificationListState = ReturnType<typeof useNotificationList>;

/** One page (1-based) of the tab's notifications, with the counts both tabs show. */
export function useNotificationList(tab: NotificationTab, page: number) {
  const { data, loading, error, refetch } = useQuery(NotificationListDocument, {
    variables: {
      isRead: tab === 'unread' ? false : undefined,
      limit: PAGE_SIZE,
      skip: (page - 1) * PAGE_SIZE,
    },
    // Opening the page always asks the server; the cached list shows meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.notifications;
  return {
    items: list?.items,
    allCount: data?.everything.total ?? 0,
    unreadCount: list?.unreadCount ?? 0,
    pageCount: Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZE)),
    loading,
    error,
    retry: () => void refetch(),
  };
}
