import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { inAppPath } from '@/features/notifications/in-app-path';
import { NotificationTypeIcon } from '@/features/notifications/notification-type-icon';
import type { NotificationItem } from '@/features/notifications/use-notification-list';
import { formatRelativeTime } from '@/lib/notifications/relative-time';

// The title link covers the whole card, so a click anywhere opens it; the
// buttons sit above that layer.
const coversCard = { '&::after': { content: '""', position: 'absolute', inset: 0 } };
const aboveCover = { position: 'relative', zIndex: 1 };

interface NotificationCardProps {
  notification: NotificationItem;
  now: Date;
  busy: boolean;
  /** In select mode the card toggles its checkbox instead of opening. */
  selecting: boolean;
  selected: boolean;
  onToggle(): void;
  onMarkRead(): void;
  onDelete(): void;
}

export function NotificationCard({ notification, now, busy, ...props }: NotificationCardProps) {
  const { title, message, type, isRead, createdAt } = notification;
  const titleId = useId();
  const path = props.selecting ? undefined : inAppPath(notification.link);
  const created = new Date(createdAt);

  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      onClick={props.selecting ? props.onToggle : undefined}
      sx={{
        position: 'relative',
        bgcolor: isRead ? undefined : 'action.hover',
        cursor: props.selecting || path ? 'pointer' : undefined,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
        {props.selecting && (
          <Checkbox
            checked={props.selected}
            // The card's own click toggles it already.
            onClick={(event) => {
              event.stopPropagation();
            }}
            onChange={props.onToggle}
            slotProps={{ input: { 'aria-labelledby': titleId } }}
            sx={{ p: 0.5, mt: -0.5 }}
          />
        )}
        <NotificationTypeIcon type={type} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {!isRead && (
              <Box
                role="img"
                aria-label="Unread"
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }}
              />
            )}
            <Typography
              id={titleId}
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: isRead ? 400 : 600, overflowWrap: 'anywhere' }}
            >
              {path ? (
                <Link
                  component={RouterLink}
                  to={path}
                  onClick={isRead ? undefined : props.onMarkRead}
                  color="inherit"
                  underline="hover"
                  sx={coversCard}
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={createdAt}
            title={created.toLocaleString()}
          >
            {formatRelativeTime(created, now)}
          </Typography>
        </Box>
        {!props.selecting && (
          <Stack direction="row" sx={aboveCover}>
            {!isRead && (
              <Tooltip title="Mark as Read" describeChild>
                {/* A disabled button fires no events: the tooltip listens on the span. */}
                <span>
                  <IconButton
                    aria-label="Mark as Read"
                    aria-describedby={titleId}
                    disabled={busy}
                    onClick={props.onMarkRead}
                  >
                    <DoneIcon />
                  </IconButton>
                </span>
              </Tooltip>
            )}
            <Tooltip title="Delete" describeChild>
              <span>
                <IconButton
                  aria-label="Delete"
                  aria-describedby={titleId}
                  disabled={busy}
                  onClick={props.onDelete}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
