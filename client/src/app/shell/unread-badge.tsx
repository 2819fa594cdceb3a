import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';

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
