/**
 * How an account's e-mail is compared at sign-in: addresses are unique
 * regardless of case. The sign-in's limits and device cookies name an
 * account by it.
 */
export const accountAddress = (email: string) => email.trim().toLowerCase();
