import CloseIcon from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';

import { EXPANDED_SIDEBAR_WIDTH } from '@/app/shell/desktop-sidebar';
import { MOBILE_SIDEBAR_ID, useMobileNav } from '@/app/shell/mobile-nav';
import { Sidebar } from '@/app/shell/sidebar';
import type { SidebarItem } from '@/app/shell/sidebar-items';

interface MobileSidebarProps {
  items: SidebarItem[];
  unreadNotifications: number;
}

/** A slide-in drawer over an overlay; Escape, the overlay and the close button close it. */
export function MobileSidebar({ items, unreadNotifications }: MobileSidebarProps) {
  const { open, setOpen } = useMobileNav();
  const close = () => {
    setOpen(false);
  };

  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={close}
      // Above the fixed top bar (drawer + 1), so the overlay covers the whole screen.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          id: MOBILE_SIDEBAR_ID,
          'aria-label': 'Navigation menu',
          sx: { width: EXPANDED_SIDEBAR_WIDTH, maxWidth: '85vw' },
        },
      }}
    >
      <Sidebar
        items={items}
        collapsed={false}
        unreadNotifications={unreadNotifications}
        onNavigate={close}
        headerAction={
          <IconButton aria-label="Close navigation menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        }
      />
    </Drawer>
  );
}
