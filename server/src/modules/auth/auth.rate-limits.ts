import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';

const minutes = (n: number) => n * 60_000;

/** Per IP and per account (the e-mail address), so neither one address nor one machine can hammer an endpoint. */
export const authRateLimits = {
  signInPerIp: { name: 'signin:ip', limit: 30, windowMs: minutes(15) },
  signInPerAccount: { name: 'signin:account', limit: 10, windowMs: minutes(15) },
  signUpPerIp: { name: 'signup:ip', limit: 10, windowMs: minutes(60) },
  forgotPerIp: { name: 'forgot:ip', limit: 10, windowMs: minutes(60) },
  forgotPerAccount: { name: 'forgot:account', limit: 5, windowMs: minutes(60) },
  resendPerIp: { name: 'resend:ip', limit: 10, windowMs: minutes(60) },
  resendPerAccount: { name: 'resend:account', limit: 5, windowMs: minutes(60) },
} satisfies Record<string, RateLimitRule>;
