import type { FailureRule } from '../rate-limit/failure-throttle.rules.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';

const seconds = (n: number) => n * 1000;
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

/**
 * Limits on actions whose every attempt costs something, per address and per
 * e-mail. The per-address ones are sized for a campus behind one public
 * address in application season; the per-e-mail ones stop mailing one inbox.
 */
export const authRateLimits = {
  signUpPerIp: { name: 'signup:ip', limit: 3000, windowMs: minutes(60) },
  forgotPerIp: { name: 'forgot:ip', limit: 1000, windowMs: minutes(60) },
  forgotPerAccount: { name: 'forgot:account', limit: 5, windowMs: minutes(60) },
  resendPerIp: { name: 'resend:ip', limit: 1000, windowMs: minutes(60) },
  resendPerAccount: { name: 'resend:account', limit: 5, windowMs: minutes(60) },
} satisfies Record<string, RateLimitRule>;

/**
 * Sign-in counts failures only (OWASP ASVS V6.3, the cheat sheet's device
 * cookies): a successful sign-in never uses up a limit.
 */
export const signInFailureRules = {
  /** One account from one client (address + device cookie): slows down, then locks that pair only. */
  perClient: {
    name: 'signin:client',
    limit: 5,
    lockMs: [seconds(30), minutes(1), minutes(2), minutes(4), minutes(8), minutes(15), minutes(30)],
    resetAfter: { since: 'last', ms: hours(1) },
  },
  /**
   * One account from every client it has never signed in from: a guessing
   * attack spread over many addresses. Browsers that signed in to it before
   * are not held back; the owner is told once per run.
   */
  perAccount: {
    name: 'signin:account',
    limit: 10,
    lockMs: [minutes(1), minutes(2), minutes(4), minutes(8), minutes(15)],
    resetAfter: { since: 'last', ms: hours(24) },
  },
  /** One address across accounts (credential stuffing): at most 100 failures a minute. */
  perAddress: {
    name: 'signin:ip',
    limit: 100,
    lockMs: [minutes(1)],
    resetAfter: { since: 'first', ms: minutes(1) },
  },
} satisfies Record<string, FailureRule>;

/** Failure runs are all over after this long without a failure: older rows are swept. */
export const SIGN_IN_FAILURES_KEPT_MS = hours(24);
