import type { User } from '../users/users.table.js';
import { roleIn, STAFF } from '../../common/access/roles.js';

export const EXPIRY_DAYS = [30, 90, 365] as const;
export const TOKEN_NAME_MAX = 80;
/** Tokens a user may hold unrevoked at once: plenty for scripts, a bound on a runaway loop. */
export const LIVE_TOKENS_MAX = 50;

export const TOKENS = {
  studentsCannot: 'Only staff accounts can create API tokens.',
  notWithAToken:
    'API tokens are created from a signed-in session (Profile → API tokens), not with another token.',
  noExpiryAdminOnly: 'Only an admin can create a token that never expires.',
  expiryChoices: `Choose an expiry of ${EXPIRY_DAYS.join(', ')} days.`,
  nameRequired: 'Give the token a name.',
  nameTooLong: `Keep the name under ${TOKEN_NAME_MAX} characters.`,
  tooMany: `You already have ${LIVE_TOKENS_MAX} tokens. Revoke one you no longer use first.`,
  notFound: 'API token not found',
  readOnly:
    'This API token has read scope: it may only run queries (GraphQL) or GET requests (REST). Create a "read & write" token to make changes.',
  invalid: 'Invalid or expired API token.',
  bothCredentials:
    'Send either a session cookie or an Authorization bearer token, not both in one request.',
} as const;

/** Why `user` may not create a token with this expiry, or null. */
export function creationRefusal(user: User, expiresInDays: number | null): string | null {
  // Staff accounts may hold tokens; students never.
  if (!roleIn(STAFF, user.role)) return TOKENS.studentsCannot;
  if (expiresInDays === null) return user.role === 'admin' ? null : TOKENS.noExpiryAdminOnly;
  return (EXPIRY_DAYS as readonly number[]).includes(expiresInDays) ? null : TOKENS.expiryChoices;
}

/** A token acts for its owner only while the owner may sign in and is staff. */
export const ownerMayUseTokens = (user: User) =>
  user.status === 'active' && roleIn(STAFF, user.role);
