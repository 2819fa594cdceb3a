import { createBrowserRouter } from 'react-router-dom';

import { PublicOnly } from '@/app/guards/public-only';
import { RequireAuth } from '@/app/guards/require-auth';
import { hrRoutes } from '@/app/routes/hr-routes';
import { officeRoutes } from '@/app/routes/office-routes';
import { openRoutes, publicRoutes } from '@/app/routes/public-routes';
import { sharedRoutes } from '@/app/routes/shared-routes';
import { studentRoutes } from '@/app/routes/student-routes';
import { AppShell } from '@/app/shell/app-shell';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { RoleLayout } from '@/app/shell/role-layout';

// Each group is a pathless layout route whose element is its guard. The
// signed-in guard checks the role against the path (F§2 prefixes), so the
// role groups need no guard of their own; the role's sidebar sits inside it.
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { id: 'public', element: <PublicOnly />, children: publicRoutes },
      { id: 'open', children: openRoutes },
      {
        id: 'signed-in',
        element: <RequireAuth />,
        children: [
          {
            element: <RoleLayout />,
            children: [
              { id: 'student', children: studentRoutes },
              { id: 'hr', children: hrRoutes },
              { id: 'office', children: officeRoutes },
              { id: 'shared', children: sharedRoutes },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
