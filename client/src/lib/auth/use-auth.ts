import { createContext, useContext } from 'react';

import type { CurrentUserFragment } from '@/gql/graphql';

export type CurrentUser = CurrentUserFragment;

export interface AuthContextValue {
  /** The signed-in user; null when signed out (or while loading). */
  user: CurrentUser | null;
  /** True until the first answer to the current-user query (F§4 Auth state). */
  loading: boolean;
  /** Asks the server for the current user again (after sign-in, verification, profile changes). */
  refetchUser(): Promise<CurrentUser | null>;
  /** Takes the user a sign-in answered with, when asking the server again failed. */
  signedIn(user: CurrentUser): void;
  /** F§4 Sign-out: clears the user and caches, calls the server, then goes to /signin even if the call failed. */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user and the session actions; only inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
