import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';

import { AppRoutes } from '@/app/router';
import { StartupGate } from '@/app/startup-gate';
import { ThemeModeProvider } from '@/app/theme/theme-mode-provider';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ToastProvider } from '@/lib/toast/toast-provider';
import { UpdatePrompt } from '@/pwa/update-prompt';

/** Auth state whose end of session goes to /signin, replacing the page it ended on (Back does not return to it). */
function AuthWithSignInRedirect({ children }: { children: ReactNode }) {
  // useNavigate changes with the location; the session's callbacks need not.
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  useEffect(() => {
    latestNavigate.current = navigate;
  });
  const goToSignIn = useCallback(() => {
    void latestNavigate.current('/signin', { replace: true });
  }, []);
  return <AuthProvider onSignedOut={goToSignIn}>{children}</AuthProvider>;
}

// The current user is asked for while the splash screen shows. Apollo Client
// is not here: it loads with the first page that uses it (router.tsx).
export function App() {
  return (
    <BrowserRouter>
      <ThemeModeProvider>
        <ToastProvider>
          <AuthWithSignInRedirect>
            <StartupGate>
              <AppRoutes />
            </StartupGate>
          </AuthWithSignInRedirect>
          <UpdatePrompt />
        </ToastProvider>
      </ThemeModeProvider>
    </BrowserRouter>
  );
}
