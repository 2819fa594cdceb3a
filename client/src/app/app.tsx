import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import { config as configureZod } from 'zod';

import { router } from '@/app/router';
import { StartupGate } from '@/app/startup-gate';
import { ThemeModeProvider } from '@/app/theme/theme-mode-provider';
import { createApolloClient } from '@/lib/apollo/apollo-client';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ToastProvider } from '@/lib/toast/toast-provider';

// The CSP forbids eval: Zod must not even probe for its compiled parsers (the
// probe alone is reported as a CSP violation).
configureZod({ jitless: true });

const apolloClient = createApolloClient();

// Replaces the page the session ended on, so Back does not return to it.
function goToSignIn() {
  void router.navigate('/signin', { replace: true });
}

// The current user is asked for while the splash screen shows.
export function App() {
  return (
    <ThemeModeProvider>
      <ApolloProvider client={apolloClient}>
        <ToastProvider>
          <AuthProvider onSignedOut={goToSignIn}>
            <StartupGate>
              <RouterProvider router={router} />
            </StartupGate>
          </AuthProvider>
        </ToastProvider>
      </ApolloProvider>
    </ThemeModeProvider>
  );
}
