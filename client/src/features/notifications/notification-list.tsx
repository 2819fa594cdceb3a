import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { NotificationCard } from '@/features/notifications/notification-card';
import { NotificationsEmptyState } from '@/features/notifications/notifications-empty-state';
import type { NotificationActions } from '@/features/notifications/use-notification-actions';
import type {
  NotificationListState,
  NotificationTab,
} from '@/features/notifications/use-notification-list';
import { useNow } from '@/features/notifications/use-now';
import type { Selection } from '@/features/notifications/use-selection';

// "Just now" turns into "1 minute ago" without a reload.
const CLOCK_TICK_MS = 30_000;

interface NotificationListProps {
  tab: NotificationTab;
  list: NotificationListState;
  page: number;
  onPageChange(page: number): void;
  actions: NotificationActions;
  selection: Selection;
}

export function NotificationList({
  tab,
  list,
  page,
  onPageChange,
  actions,
  selection,
}: NotificationListProps) {
  const now = useNow(CLOCK_TICK_MS);

  if (!list.items && list.loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading notifications" />
      </Box>
    );
  }
  if (!list.items) {
    return <LoadErrorAlert message="Could not load your notifications." onRetry={list.retry} />;
  }
  if (list.items.length === 0) return <NotificationsEmptyState tab={tab} />;

  return (
    <Stack spacing={2}>
      <Stack
        component="ul"
        spacing={1.5}
        aria-label="Notifications"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {list.items.map((notification) => (
          <NotificationCard
            key={notification.id}
            notification={notification}
            now={now}
            busy={actions.busy}
            selecting={selection.active}
            selected={selection.selected.has(notification.id)}
            onToggle={() => {
              selection.toggle(notification.id);
            }}
            onMarkRead={() => void actions.markRead(notification.id)}
            onDelete={() => void actions.remove(notification.id)}
          />
        ))}
      </Stack>
      {list.pageCount > 1 && (
        <Pagination
          count={list.pageCount}
          page={page}
          onChange={(_, next) => {
            onPageChange(next);
          }}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
