import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { SplashScreen } from '@/app/shell/splash-screen';
import { useAuth } from '@/lib/auth/use-auth';
import { rememberOrigin } from '@/lib/routing/remembered-origin';
import { homeOf, isAllowed } from '@/lib/routing/role-paths';

/**
 * F§2/F§6 protected routes: anonymous visitors go to /signin (the origin is
 * remembered), a role that may not open the path goes to its own home.
 */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) return <SplashScreen />;
  if (!user) return <Navigate to="/signin" replace state={rememberOrigin(location)} />;
  if (!isAllowed(user.role, location.pathname)) return <Navigate to={homeOf(user.role)} replace />;
  return <Outlet />;
}
