import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { inAppPath } from '@/features/notifications/in-app-path';
import { NotificationTypeIcon } from '@/features/notifications/notification-type-icon';
import { useNotificationActions } from '@/features/notifications/use-notification-actions';
import { useNow } from '@/features/notifications/use-now';
import { LatestNotificationsDocument, type LatestNotificationsQuery } from '@/gql/graphql';
import { formatRelativeTime } from '@/lib/notifications/relative-time';

const SHOWN = 5;
const MINUTE_MS = 60_000;

type Notification = LatestNotificationsQuery['notifications']['items'][number];

interface ItemProps {
  notification: Notification;
  now: Date;
  onOpen(): void;
}

/** One notification: opening it marks it read and follows its link (else the full list). */
function LatestItem({ notification, now, onOpen }: ItemProps) {
  const { title, message, type, isRead, createdAt } = notification;
  const created = new Date(createdAt);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={inAppPath(notification.link) ?? '/notifications'}
        onClick={onOpen}
        sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: isRead ? undefined : 'action.hover' }}
      >
        <ListItemIcon sx={{ minWidth: 0, mt: 0.5 }}>
          <NotificationTypeIcon type={type} />
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              {!isRead && (
                <Box
                  component="span"
                  role="img"
                  aria-label="Unread"
                  sx={{
                    display: 'inline-block',
                    width: 8,
                    height: 8,
                    mr: 1,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    verticalAlign: 'middle',
                  }}
                />
              )}
              {title}
            </>
          }
          secondary={
            <>
              {message && (
                <Box component="span" sx={{ display: 'block' }}>
                  {message}
                </Box>
              )}
              <time dateTime={createdAt} title={created.toLocaleString()}>
                {formatRelativeTime(created, now)}
              </time>
            </>
          }
          slotProps={{
            primary: { sx: { fontWeight: isRead ? 400 : 600, overflowWrap: 'anywhere' } },
            secondary: { sx: { overflowWrap: 'anywhere' } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

function LatestList({ onClose }: { onClose(): void }) {
  const { data, error, refetch } = useQuery(LatestNotificationsDocument, {
    variables: { limit: SHOWN },
    // Opening the bell always asks the server; what was cached shows meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const actions = useNotificationActions();
  const now = useNow(MINUTE_MS);
  const items = data?.notifications.items;

  if (!items && error) {
    return (
      <Box sx={{ p: 2 }}>
        <LoadErrorAlert
          message="Could not load your notifications."
          onRetry={() => void refetch()}
        />
      </Box>
    );
  }
  if (!items) {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-hidden>
        {Array.from({ length: 3 }, (_, row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        You don&apos;t have any notifications yet.
      </Typography>
    );
  }
  return (
    <List aria-label="Latest notifications" disablePadding>
      {items.map((notification) => (
        <LatestItem
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={() => {
            if (!notification.isRead) void actions.markRead(notification.id);
            onClose();
          }}
        />
      ))}
    </List>
  );
}

interface LatestNotificationsPopoverProps {
  id: string;
  /** The bell; null while closed. */
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The bell's popover: the latest notifications, kept live, and the way to all of them. */
export function LatestNotificationsPopover({
  id,
  anchor,
  onClose,
}: LatestNotificationsPopoverProps) {
  const headingId = useId();
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'calc(100vh - 96px)' },
        },
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ px: 2, py: 1.5 }}>
        Notifications
      </Typography>
      <Divider />
      <LatestList onClose={onClose} />
      <Divider />
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to="/notifications" onClick={onClose}>
          See all notifications
        </Button>
      </Box>
    </Popover>
  );
}
