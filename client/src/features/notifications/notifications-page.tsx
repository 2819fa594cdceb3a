import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import { NotificationList } from '@/features/notifications/notification-list';
import { PageActions } from '@/features/notifications/page-actions';
import { SelectionActions } from '@/features/notifications/selection-actions';
import { useNotificationActions } from '@/features/notifications/use-notification-actions';
import {
  useNotificationList,
  type NotificationTab,
} from '@/features/notifications/use-notification-list';
import { useSelection } from '@/features/notifications/use-selection';
import { refetchNotifications } from '@/lib/notifications/refetch-notifications';
import { usePageTitle } from '@/lib/use-page-title';

const TAB_IDS: Record<NotificationTab, string> = {
  all: 'notifications-tab-all',
  unread: 'notifications-tab-unread',
};
const PANEL_ID = 'notifications-panel';

/** F§2 Notifications: every role's list of notifications, with single and bulk actions. */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  const client = useApolloClient();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [page, setPage] = useState(1);
  const [refreshing, setRefreshing] = useState(false);
  const list = useNotificationList(tab, page);
  const actions = useNotificationActions();
  const selection = useSelection();

  // Deleting or reading the last ones of the last page leaves it empty: show the new last page.
  if (list.items && page > list.pageCount) setPage(list.pageCount);

  const items = list.items ?? [];
  const selected = items.filter((item) => selection.selected.has(item.id));
  const unreadSelectedIds = selected.filter((item) => !item.isRead).map((item) => item.id);

  const showTab = (next: NotificationTab) => {
    setTab(next);
    setPage(1);
    selection.clear();
  };
  const showPage = (next: number) => {
    setPage(next);
    selection.clear();
  };
  const refresh = async () => {
    setRefreshing(true);
    await refetchNotifications(client);
    setRefreshing(false);
  };
  const afterBulk = (succeeded: boolean) => {
    if (succeeded) selection.leave();
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1">
          Notifications
        </Typography>
        {selection.active ? (
          <SelectionActions
            busy={actions.busy}
            selectedCount={selected.length}
            unreadSelectedCount={unreadSelectedIds.length}
            allSelected={items.length > 0 && selected.length === items.length}
            onSelectAll={() => {
              selection.selectAll(items.map((item) => item.id));
            }}
            onClear={selection.clear}
            onMarkRead={() => void actions.markManyRead(unreadSelectedIds).then(afterBulk)}
            onDelete={() =>
              void actions.removeMany(selected.map((item) => item.id)).then(afterBulk)
            }
            onCancel={selection.leave}
          />
        ) : (
          <PageActions
            busy={actions.busy}
            hasItems={items.length > 0}
            hasUnread={list.unreadCount > 0}
            refreshing={refreshing}
            onSelect={selection.start}
            onMarkAllRead={() => void actions.markAllRead()}
            onRefresh={() => void refresh()}
          />
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: NotificationTab) => {
          showTab(next);
        }}
        aria-label="Notification filter"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab
          value="all"
          id={TAB_IDS.all}
          aria-controls={PANEL_ID}
          label={`All (${String(list.allCount)})`}
        />
        <Tab
          value="unread"
          id={TAB_IDS.unread}
          aria-controls={PANEL_ID}
          label={`Unread (${String(list.unreadCount)})`}
        />
      </Tabs>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={TAB_IDS[tab]}>
        <NotificationList
          tab={tab}
          list={list}
          page={page}
          onPageChange={showPage}
          actions={actions}
          selection={selection}
        />
      </div>
    </Container>
  );
}
