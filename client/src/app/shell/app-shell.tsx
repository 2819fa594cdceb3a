import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { MobileNavProvider } from '@/app/shell/mobile-nav-provider';
import { TopBar } from '@/app/shell/top-bar';
import { TopBarActionsContext } from '@/app/shell/top-bar-actions';

// Route groups (public, student, hr, office) render inside <Outlet />, so their
// guards and sidebar layouts sit below the top bar.
export function AppShell() {
  const [topBarActions, setTopBarActions] = useState<HTMLElement | null>(null);
  return (
    <MobileNavProvider>
      <TopBar actionsRef={setTopBarActions} />
      <Toolbar aria-hidden />
      <TopBarActionsContext value={topBarActions}>
        <Box component="main">
          <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
            <Outlet />
          </Suspense>
        </Box>
      </TopBarActionsContext>
    </MobileNavProvider>
  );
}
