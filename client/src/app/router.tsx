import { useRoutes, type RouteObject } from 'react-router-dom';

import { PublicOnly } from '@/app/guards/public-only';
import { RequireAuth } from '@/app/guards/require-auth';
import { hrRoutes } from '@/app/routes/hr-routes';
import { lazyRoute, preloadRoute } from '@/app/routes/lazy-route';
import { officeRoutes } from '@/app/routes/office-routes';
import { openRoutes, publicRoutes, publicRoutesWithoutApollo } from '@/app/routes/public-routes';
import { sharedRoutes } from '@/app/routes/shared-routes';
import { studentRoutes } from '@/app/routes/student-routes';
import { withApollo } from '@/app/routes/with-apollo';
import { AppShell } from '@/app/shell/app-shell';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { KioskGate } from '@/features/punches/kiosk-gate';
import { RouteErrorBoundary } from '@/app/shell/route-error-boundary';

const SignedInLayout = lazyRoute(() => import('@/app/shell/signed-in-layout'));

// Each group is a pathless layout route whose element is its guard. The
// signed-in guard checks the role against the path (F§2 prefixes), so the
// role groups need no guard of their own; the role's sidebar sits inside it.
// The layouts that bring Apollo Client load lazily, with the first page that
// needs it: the sign-in and landing pages load without (issue #14).
// A page that fails (its lazily loaded code cannot be fetched, say) shows
// RouteErrorPage under the top bar, and signed in beside the sidebar.
const routes: RouteObject[] = [
  {
    // A kiosk's browser shows the office's screen at /office/kiosk, outside the shell.
    element: <KioskGate />,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            element: <RouteErrorBoundary />,
            children: [
              {
                id: 'public',
                element: <PublicOnly />,
                children: [...publicRoutesWithoutApollo, withApollo(publicRoutes)],
              },
              { id: 'open', children: [withApollo(openRoutes)] },
              {
                id: 'signed-in',
                element: <RequireAuth />,
                children: [
                  {
                    element: <SignedInLayout />,
                    children: [
                      {
                        element: <RouteErrorBoundary />,
                        children: [
                          { id: 'student', children: studentRoutes },
                          { id: 'hr', children: hrRoutes },
                          { id: 'office', children: officeRoutes },
                          { id: 'shared', children: sharedRoutes },
                        ],
                      },
                    ],
                  },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The route table, inside the app's <BrowserRouter>. Declarative routing, not
 * a data router (createBrowserRouter): no route here has a loader or an
 * action, and the data router's code is 16 kB gzip more on every first visit.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Starts loading the code of the page at `pathname` and of the layouts around it, together. */
export function preloadPage(pathname: string) {
  preloadRoute(routes, pathname);
}
