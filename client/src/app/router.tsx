import { createBrowserRouter } from 'react-router-dom';

import { hrRoutes } from '@/app/routes/hr-routes';
import { officeRoutes } from '@/app/routes/office-routes';
import { publicRoutes } from '@/app/routes/public-routes';
import { sharedRoutes } from '@/app/routes/shared-routes';
import { studentRoutes } from '@/app/routes/student-routes';
import { AppShell } from '@/app/shell/app-shell';
import { NotFoundPage } from '@/app/shell/not-found-page';

// Each group is a pathless layout route: the guards (public-only, signed-in, role)
// and the role's sidebar layout become its `element` without touching the pages.
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { id: 'public', children: publicRoutes },
      { id: 'student', children: studentRoutes },
      { id: 'hr', children: hrRoutes },
      { id: 'office', children: officeRoutes },
      { id: 'shared', children: sharedRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
