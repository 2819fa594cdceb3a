import { domainEvent } from './domain-events.js';

/*
 * What happens to an account, as auth tells it to the domains that care
 * (notices, the applications' address rule) without importing them. Emitted
 * inside the transaction that makes the change.
 */

export const AccountSignedUp = domainEvent<{ userId: string }>('account.signedUp');

export const EmailVerified = domainEvent<{ userId: string; email: string }>(
  'account.emailVerified',
);

/** The new address is confirmed and now the account's. */
export const EmailChanged = domainEvent<{ userId: string; email: string }>('account.emailChanged');

/** By the user or from a reset link; every session has ended. */
export const PasswordChanged = domainEvent<{ userId: string; changedAt: Date }>(
  'account.passwordChanged',
);

/**
 * Before a change of address starts: a listener refuses it by throwing a
 * `DomainError` (a field error on `newEmail`).
 */
export const EmailChangeRequested = domainEvent<{ userId: string; newEmail: string }>(
  'account.emailChangeRequested',
);
