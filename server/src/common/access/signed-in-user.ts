import type { UserRole } from './roles.js';

/**
 * The account behind a request. Only what access decisions need is named
 * here; the users module merges in the rest of its row (declaration
 * merging), so that this folder names no domain.
 */
export interface AccountUser {
  id: string;
  role: UserRole;
  officeId: string | null;
}

/** Who is making the request: the account and what ends its access. */
export interface SignedInUser {
  user: AccountUser;
  /**
   * What ends this caller's access: the session, or for a bearer request the
   * API token (its revocation travels the sessions' "ended" path).
   */
  sessionId: string;
  /** Set when the request came with an API token instead of a session. */
  apiToken?: { id: string; scope: 'read' | 'write' };
}
