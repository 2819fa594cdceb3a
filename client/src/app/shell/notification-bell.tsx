import NotificationsIcon from '@mui/icons-material/Notifications';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';

import { UnreadBadge, formatUnreadCount } from '@/app/shell/unread-badge';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { lazyComponent } from '@/lib/lazy-component';

// MUI's Popover (Modal, Grow) and the list's query load when the bell is first opened.
const LatestNotificationsPopover = lazyComponent(() =>
  import('@/features/notifications/latest-notifications-popover').then(
    (m) => m.LatestNotificationsPopover,
  ),
);

const POPOVER_ID = 'latest-notifications';

/**
 * The top bar's bell: the unread count on every signed-in page at every size (the sidebar's
 * Notifications item can be scrolled out of view or folded into the phone's menu), opening the
 * latest notifications.
 */
export function NotificationBell({ unread }: { unread: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const label =
    unread > 0 ? `Notifications, ${formatUnreadCount(unread, false)} unread` : 'Notifications';
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <DeferredTooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? POPOVER_ID : undefined}
          onClick={(event) => {
            setWanted(true);
            setAnchor(event.currentTarget);
          }}
        >
          <UnreadBadge count={unread} collapsed={false}>
            <NotificationsIcon />
          </UnreadBadge>
        </IconButton>
      </DeferredTooltip>
      {wanted && (
        <Suspense fallback={null}>
          <LatestNotificationsPopover id={POPOVER_ID} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
