import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';

import { MeDocument, SignOutDocument } from '@/gql/graphql';
import { onSessionExpired } from '@/lib/auth/session-refresh';
import { AuthContext, type AuthContextValue, type CurrentUser } from '@/lib/auth/use-auth';
import { useInactivityTimer } from '@/lib/auth/use-inactivity-timer';
import { useToast } from '@/lib/toast/use-toast';

const INACTIVITY_WARNING =
  'Your session will expire in 5 minutes due to inactivity. Please interact with the page to stay logged in.';
const INACTIVITY_SIGNED_OUT = 'You have been signed out due to inactivity.';

interface AuthProviderProps {
  children: ReactNode;
  /** Goes to /signin; called once the session has ended (sign-out, inactivity, failed refresh). */
  onSignedOut(): void;
}

/**
 * F§4 Auth state. The user is the `me` query's answer in the Apollo cache:
 * loaded once from the server, then read from the cache, so the sign-in page
 * can put the user there and sign-out clears it with the rest of the cache.
 */
export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const client = useApolloClient();
  const toast = useToast();
  const { data, loading } = useQuery(MeDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-only',
  });
  const user = data?.me ?? null;

  const refetchUser = useCallback(async (): Promise<CurrentUser | null> => {
    const { data: fresh } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    return fresh?.me ?? null;
  }, [client]);

  const clearSession = useCallback(async () => {
    // Every cached answer belonged to that user (notifications included, F§4).
    await client.clearStore();
    client.writeQuery({ query: MeDocument, data: { me: null } });
  }, [client]);

  const signOut = useCallback(async () => {
    await clearSession();
    try {
      await client.mutate({ mutation: SignOutDocument });
    } catch {
      // F§4: the browser goes to /signin even if the server could not be told.
    }
    onSignedOut();
  }, [client, clearSession, onSignedOut]);

  useEffect(
    () =>
      onSessionExpired(() => {
        void clearSession().then(onSignedOut);
      }),
    [clearSession, onSignedOut],
  );

  useInactivityTimer(user !== null && !loading, {
    onWarning: () => toast.show(INACTIVITY_WARNING, { type: 'warning', duration: 10_000 }),
    onTimeout: () => {
      void signOut().then(() =>
        toast.show(INACTIVITY_SIGNED_OUT, { type: 'warning', duration: 5000 }),
      );
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, refetchUser, signOut }),
    [user, loading, refetchUser, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
