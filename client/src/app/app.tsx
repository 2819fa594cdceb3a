import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';

import { router } from '@/app/router';
import { StartupGate } from '@/app/startup-gate';
import { ThemeModeProvider } from '@/app/theme/theme-mode-provider';
import { createApolloClient } from '@/lib/apollo/apollo-client';

const apolloClient = createApolloClient();

export function App() {
  return (
    <ThemeModeProvider>
      <ApolloProvider client={apolloClient}>
        <StartupGate>
          <RouterProvider router={router} />
        </StartupGate>
      </ApolloProvider>
    </ThemeModeProvider>
  );
}
