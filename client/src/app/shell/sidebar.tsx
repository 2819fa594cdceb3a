import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';

import { SidebarFooter } from '@/app/shell/sidebar-footer';
import type { SidebarItem } from '@/app/shell/sidebar-items';
import { SidebarNav } from '@/app/shell/sidebar-nav';
import { useArrowKeyNavigation } from '@/app/shell/use-arrow-key-navigation';

interface SidebarProps {
  items: SidebarItem[];
  collapsed: boolean;
  unreadNotifications: number;
  /** Collapse toggle on desktop, close button in the mobile drawer. */
  headerAction: ReactNode;
  onNavigate?: () => void;
}

export function Sidebar({ headerAction, ...display }: SidebarProps) {
  const handleKeyDown = useArrowKeyNavigation();
  return (
    <Box
      onKeyDown={handleKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1.5, pt: 1 }}>{headerAction}</Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarNav {...display} />
      </Box>
      <Divider />
      <SidebarFooter collapsed={display.collapsed} onNavigate={display.onNavigate} />
    </Box>
  );
}
