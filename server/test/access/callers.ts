import type { UserRole } from '../../src/common/access/roles.js';

/**
 * Every kind of caller the access test plays, refused ones first: a refused
 * call must change nothing, so the allowed ones that follow meet the record
 * as it was. Tokens belong to the HR account; the kiosk is office A's screen
 * (its key, not an account).
 */
export const CALLERS = [
  'anonymous',
  'kiosk',
  'applicant',
  'officeB',
  'readToken',
  'scholar',
  'officeA',
  'hr',
  'admin',
  'writeToken',
] as const;
export type CallerName = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<CallerName, 'anonymous'>;
/** The accounts behind the callers (the tokens act as `hr`). */
export type AccountName = Exclude<SignedInCaller, 'readToken' | 'writeToken' | 'kiosk'>;

export const ROLE_OF: Record<CallerName, UserRole | undefined> = {
  anonymous: undefined,
  kiosk: undefined,
  applicant: 'student',
  scholar: 'student',
  officeA: 'office',
  officeB: 'office',
  hr: 'hr',
  admin: 'admin',
  readToken: 'hr',
  writeToken: 'hr',
};

export const ACCOUNT_OF: Record<SignedInCaller, AccountName> = {
  // Acts for no one: where a recipe needs an account, the office whose screen it is.
  kiosk: 'officeA',
  applicant: 'applicant',
  scholar: 'scholar',
  officeA: 'officeA',
  officeB: 'officeB',
  hr: 'hr',
  admin: 'admin',
  readToken: 'hr',
  writeToken: 'hr',
};

/**
 * Who reaches a record of the scholar's (deployed to office A): the scholar,
 * office A's staff and HR, directly or through HR's tokens.
 */
export const SCHOLAR_READERS: readonly CallerName[] = [
  'scholar',
  'officeA',
  'hr',
  'admin',
  'readToken',
  'writeToken',
];
