import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useAuth } from '@/lib/auth/use-auth';
import { rememberOrigin } from '@/lib/routing/remembered-origin';
import { homeOf, isAllowed } from '@/lib/routing/role-paths';

/**
 * F§2/F§6 protected routes: anonymous visitors go to /signin (the origin is
 * remembered), a role that may not open the path goes to its own home.
 */
export function RequireAuth() {
  // The startup gate has read the session before any route renders.
  const { user } = useAuth();
  const location = useLocation();

  if (!user) return <Navigate to="/signin" replace state={rememberOrigin(location)} />;
  if (!isAllowed(user.role, location.pathname)) return <Navigate to={homeOf(user.role)} replace />;
  return <Outlet />;
}
