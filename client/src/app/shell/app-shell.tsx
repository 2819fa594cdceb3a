import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { MobileNavProvider } from '@/app/shell/mobile-nav-provider';
import { TopBar } from '@/app/shell/top-bar';

// Route groups (public, student, hr, office) render inside <Outlet />, so their
// guards and sidebar layouts sit below the top bar.
export function AppShell() {
  return (
    <MobileNavProvider>
      <TopBar />
      <Toolbar aria-hidden />
      <Box component="main">
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
    </MobileNavProvider>
  );
}
