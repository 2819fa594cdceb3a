import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
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

/**
 * What a permanent MUI Drawer draws (a spacer holding the width, a fixed panel
 * with a border), without the Drawer: it imports Slide and Modal for its
 * temporary variant on every signed-in page (issue #14).
 */
export function DesktopSidebar({ items, unreadNotifications }: DesktopSidebarProps) {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const width = collapsed ? COLLAPSED_SIDEBAR_WIDTH : EXPANDED_SIDEBAR_WIDTH;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const transition = (theme: Theme) => theme.transitions.create('width');

  return (
    // The class hides it in print (the analytics page's print styles).
    <Box className="app-sidebar" sx={{ width, flex: '0 0 auto', transition }}>
      <Box
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: 'drawer',
          display: 'flex',
          flexDirection: 'column',
          width,
          height: '100%',
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRight: 1,
          borderColor: 'divider',
          transition,
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
      </Box>
    </Box>
  );
}
