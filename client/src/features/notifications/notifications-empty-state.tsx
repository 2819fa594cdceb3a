import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { NotificationTab } from '@/features/notifications/use-notification-list';

// F§2, word for word.
const EMPTY_STATES: Record<NotificationTab, { title: string; text: string }> = {
  unread: {
    title: 'No Unread Notifications',
    text: 'All caught up! You have no unread notifications.',
  },
  all: {
    title: 'No Notifications',
    text: "You don't have any notifications yet. They'll appear here when you have updates.",
  },
};

export function NotificationsEmptyState({ tab }: { tab: NotificationTab }) {
  const { title, text } = EMPTY_STATES[tab];
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <NotificationsNoneIcon color="disabled" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
