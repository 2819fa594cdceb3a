import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { MeDocument, SignOutDocument } from '@/gql/graphql';
import { requestGraphql } from '@/lib/graphql-request';
import { endLoadedSession } from '@/lib/apollo/loaded-apollo-client';
import { onSessionExpired } from '@/lib/auth/session-refresh';
import { AuthContext, type AuthContextValue, type CurrentUser } from '@/lib/auth/use-auth';
import { useInactivityTimer } from '@/lib/auth/use-inactivity-timer';
import { useToast } from '@/lib/toast/use-toast';

const INACTIVITY_WARNING =
  'Your session will expire in 5 minutes due to inactivity. Please interact with the page to stay logged in.';
const INACTIVITY_SIGNED_OUT = 'You have been signed out due to inactivity.';

// The user of the last answer, for a start without a network: the installed app (the punch
// page) opens offline for whoever used it last on this device; the server still checks
// every request, and the app asks again once back online.
const LAST_USER_KEY = 'last-signed-in-user';

function keepLastUser(user: CurrentUser | null): void {
  if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(LAST_USER_KEY);
}

function lastUser(): CurrentUser | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as CurrentUser | null;
  } catch {
    return null;
  }
}

interface AuthProviderProps {
  children: ReactNode;
  /** Goes to /signin; called once the session has ended (sign-out, inactivity, failed refresh). */
  onSignedOut(): void;
}

/**
 * F§4 Auth state. The user is the `me` query's answer, asked for once at start
 * and again on refetchUser, over a plain request: this provider sits above
 * every page, the sign-in page too, which loads without Apollo Client (issue
 * #14). Sign-out clears Apollo's cache too, if a page has loaded it.
 */
export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const toast = useToast();
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState(true);

  const refetchUser = useCallback(async (): Promise<CurrentUser | null> => {
    const { me } = await requestGraphql(MeDocument);
    setUser(me ?? null);
    keepLastUser(me ?? null);
    return me ?? null;
  }, []);

  useEffect(() => {
    requestGraphql(MeDocument)
      .then(({ me }) => {
        setUser(me ?? null);
        keepLastUser(me ?? null);
      })
      .catch(() => {
        if (navigator.onLine) return;
        setUser(lastUser());
        window.addEventListener('online', () => void refetchUser().catch(() => undefined), {
          once: true,
        });
      })
      .finally(() => {
        setLoading(false);
      });
  }, [refetchUser]);

  const signedIn = useCallback((next: CurrentUser) => {
    setUser(next);
    keepLastUser(next);
  }, []);

  const clearSession = useCallback(async () => {
    // Every cached answer belonged to that user (notifications included, F§4), and the live socket.
    await endLoadedSession();
    setUser(null);
    keepLastUser(null);
  }, []);

  const signOut = useCallback(async () => {
    await clearSession();
    try {
      await requestGraphql(SignOutDocument);
    } catch {
      // F§4: the browser goes to /signin even if the server could not be told.
    }
    onSignedOut();
  }, [clearSession, onSignedOut]);

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
    () => ({ user, loading, refetchUser, signedIn, signOut }),
    [user, loading, refetchUser, signedIn, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
