import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { DesktopSidebar } from '@/app/shell/desktop-sidebar';
import { MOBILE_MEDIA_QUERY, useMobileNav } from '@/app/shell/mobile-nav';
import { NotificationBell } from '@/app/shell/notification-bell';
import { sidebarItemsFor, type SidebarItem } from '@/app/shell/sidebar-items';
import { PAGE_CONTENT_ID } from '@/app/shell/skip-link';
import { TopBarActions } from '@/app/shell/top-bar-actions';
import { useAuth } from '@/lib/auth/use-auth';
import { LiveNotifications } from '@/lib/notifications/live-notifications';
import { useUnreadNotificationCount } from '@/lib/notifications/use-unread-notification-count';
import { lazyComponent } from '@/lib/lazy-component';

// MUI's temporary Drawer (Modal, Slide, Backdrop) loads when the menu is first opened.
const MobileSidebar = lazyComponent(() =>
  import('@/app/shell/mobile-sidebar').then((m) => m.MobileSidebar),
);

function LazyMobileSidebar(props: { items: SidebarItem[]; unreadNotifications: number }) {
  const { open } = useMobileNav();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  // Stays mounted once loaded, so it can slide closed and open again at once.
  return (
    <Suspense fallback={null}>
      <MobileSidebar {...props} />
    </Suspense>
  );
}

/** The signed-in pages: the role's sidebar beside the page. */
export function RoleLayout() {
  const { user } = useAuth();
  const { setHasMenu } = useMobileNav();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const items = sidebarItemsFor(user?.role ?? 'student');
  const unreadNotifications = useUnreadNotificationCount();

  useEffect(() => {
    setHasMenu(true);
    return () => {
      setHasMenu(false);
    };
  }, [setHasMenu]);

  return (
    <Box sx={{ display: 'flex' }}>
      <LiveNotifications />
      <TopBarActions>
        <NotificationBell unread={unreadNotifications} />
      </TopBarActions>
      {isMobile ? (
        <LazyMobileSidebar items={items} unreadNotifications={unreadNotifications} />
      ) : (
        <DesktopSidebar items={items} unreadNotifications={unreadNotifications} />
      )}
      <Box id={PAGE_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        {/* Page chunks load here, so the sidebar stays while they do. */}
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
