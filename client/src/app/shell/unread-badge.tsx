import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { visuallyHidden } from '@/lib/visually-hidden';

/** F§9: the unread count is capped at 99+ in the expanded sidebar, 9+ in the collapsed one. */
export function formatUnreadCount(count: number, collapsed: boolean): string {
  const cap = collapsed ? 9 : 99;
  return count > cap ? `${String(cap)}+` : String(count);
}

interface UnreadBadgeProps {
  count: number;
  collapsed: boolean;
  children: ReactNode;
}

export function UnreadBadge({ count, collapsed, children }: UnreadBadgeProps) {
  if (count <= 0) return children;
  return (
    <Badge
      color="error"
      badgeContent={formatUnreadCount(count, collapsed)}
      // The item's accessible name already carries the count.
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      {children}
    </Badge>
  );
}

/**
 * An item's words with its unread count, read as one name ("Notifications, 4 unread").
 * Not an aria-label: the name then holds words the item does not show in that order (the
 * badge's count comes first), which breaks WCAG 2.5.3 label-in-name.
 */
export function UnreadLabel({ label, count }: { label: string; count: string }) {
  return (
    <>
      <span aria-hidden>{label}</span>
      <Box component="span" sx={visuallyHidden}>{`${label}, ${count} unread`}</Box>
    </>
  );
}
