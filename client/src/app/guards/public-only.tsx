import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { SplashScreen } from '@/app/shell/splash-screen';
import { useAuth } from '@/lib/auth/use-auth';
import { rememberedOrigin, serverPageToReturnTo } from '@/lib/routing/remembered-origin';
import { homeOf } from '@/lib/routing/role-paths';

/**
 * F§2 public routes: a signed-in user goes to the home of their role. This is
 * also what leaves /signin once signed in: back to the remembered origin, else
 * home (the path the server's redirectUrl names), replacing /signin in history.
 * A page of the server's own (?next=/graphiql) is loaded by the browser.
 */
export function PublicOnly() {
  // The startup gate has read the session before any route renders.
  const { user } = useAuth();
  const location = useLocation();
  const serverPage = serverPageToReturnTo(location.search);

  if (user && serverPage) return <LeaveFor page={serverPage} />;
  if (user) {
    return <Navigate to={rememberedOrigin(location.state) ?? homeOf(user.role)} replace />;
  }
  return <Outlet />;
}

function LeaveFor({ page }: { page: string }) {
  useEffect(() => {
    window.location.replace(page);
  }, [page]);
  return <SplashScreen />;
}
