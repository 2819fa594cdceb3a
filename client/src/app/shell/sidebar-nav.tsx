import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import { CollapsedTooltip } from '@/app/shell/collapsed-tooltip';
import {
  isActivePath,
  type SidebarGroup,
  type SidebarItem,
  type SidebarLink,
} from '@/app/shell/sidebar-items';
import { SIDEBAR_ITEM_ATTRIBUTE } from '@/app/shell/use-arrow-key-navigation';
import { UnreadBadge, UnreadLabel, formatUnreadCount } from '@/app/shell/unread-badge';
import { visuallyHidden } from '@/lib/visually-hidden';

const itemProps = { [SIDEBAR_ITEM_ATTRIBUTE]: '' };

interface ItemDisplay {
  collapsed: boolean;
  unreadNotifications: number;
  onNavigate?: () => void;
}

function SidebarLinkItem({
  item,
  nested = false,
  collapsed,
  unreadNotifications,
  onNavigate,
}: ItemDisplay & { item: SidebarLink; nested?: boolean }) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  const unread = item.showsUnreadCount ? unreadNotifications : 0;

  return (
    <CollapsedTooltip collapsed={collapsed} title={item.label}>
      <ListItemButton
        {...itemProps}
        component={NavLink}
        to={item.path}
        end={item.exact}
        selected={isActivePath(pathname, item.path, item.exact)}
        onClick={onNavigate}
        sx={{ pl: nested && !collapsed ? 4 : 2.5, minHeight: 44 }}
      >
        <ListItemIcon>
          <UnreadBadge count={unread} collapsed={collapsed}>
            <Icon />
          </UnreadBadge>
        </ListItemIcon>
        <ListItemText
          primary={
            unread > 0 ? (
              <UnreadLabel label={item.label} count={formatUnreadCount(unread, collapsed)} />
            ) : (
              item.label
            )
          }
          sx={collapsed ? visuallyHidden : undefined}
        />
      </ListItemButton>
    </CollapsedTooltip>
  );
}

function SidebarGroupItem({ group, ...display }: ItemDisplay & { group: SidebarGroup }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() =>
    group.children.some((child) => isActivePath(pathname, child.path)),
  );
  const childrenId = useId();
  const Icon = group.icon;

  return (
    <>
      <CollapsedTooltip collapsed={display.collapsed} title={group.label}>
        <ListItemButton
          {...itemProps}
          aria-expanded={open}
          aria-controls={childrenId}
          onClick={() => {
            setOpen((current) => !current);
          }}
          sx={{ pl: 2.5, minHeight: 44 }}
        >
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={group.label} sx={display.collapsed ? visuallyHidden : undefined} />
          {!display.collapsed &&
            (open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />)}
        </ListItemButton>
      </CollapsedTooltip>
      <Collapse in={open} unmountOnExit>
        <List id={childrenId} component="div" role="group" disablePadding aria-label={group.label}>
          {group.children.map((child) => (
            <SidebarLinkItem key={child.path} item={child} nested {...display} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

interface SidebarNavProps extends ItemDisplay {
  items: SidebarItem[];
}

export function SidebarNav({ items, ...display }: SidebarNavProps) {
  return (
    <List component="nav" aria-label="Main navigation">
      {items.map((item) =>
        item.kind === 'group' ? (
          <SidebarGroupItem key={item.label} group={item} {...display} />
        ) : (
          <SidebarLinkItem key={item.path} item={item} {...display} />
        ),
      )}
    </List>
  );
}
