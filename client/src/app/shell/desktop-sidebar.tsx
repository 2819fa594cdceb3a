import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';

import { Sidebar } from '@/app/shell/sidebar';
import type { SidebarItem } from '@/app/shell/sidebar-items';
import { useSidebarCollapsed } from '@/app/shell/use-sidebar-collapsed';
import { DeferredTooltip } from '@/components/deferred-tooltip';

export const EXPANDED_SIDEBAR_WIDTH = 264;
const COLLAPSED_SIDEBAR_WIDTH = 72;

interface DesktopSidebarProps {
  items: SidebarItem[];
  unreadNotifications: number;
}

export function DesktopSidebar({ items, unreadNotifications }: DesktopSidebarProps) {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const width = collapsed ? COLLAPSED_SIDEBAR_WIDTH : EXPANDED_SIDEBAR_WIDTH;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}
      slotProps={{
        paper: {
          sx: {
            width,
            overflowX: 'hidden',
            transition: (theme) => theme.transitions.create('width'),
          },
        },
      }}
    >
      {/* Keeps the sidebar below the fixed top bar. */}
      <Toolbar aria-hidden />
      <Sidebar
        items={items}
        collapsed={collapsed}
        unreadNotifications={unreadNotifications}
        headerAction={
          <DeferredTooltip title={toggleLabel} placement="right">
            <IconButton aria-label={toggleLabel} onClick={toggleCollapsed}>
              {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          </DeferredTooltip>
        }
      />
    </Drawer>
  );
}
