import { uniqueEmail } from '@sasm/test-data';
import type { Operation } from '../../../src/common/access/access-table.js';
import { OneTimeCodesService } from '../../../src/modules/auth/one-time-codes.service.js';
import { createUser, DEFAULT_PASSWORD } from '../../support/factories.js';
import { ACCOUNT_OF, type CallerName } from '../callers.js';
import type { Recipe } from '../recipe.js';
import type { Account, World } from '../world.js';

/** The account a caller acts as (HR's for the tokens); the applicant's for anonymous, who names none. */
export const accountOf = (w: World, caller: CallerName): Account =>
  w.accounts[caller === 'anonymous' ? 'applicant' : ACCOUNT_OF[caller]];

const NEW_PASSWORD = 'Another#456';

/** A student account of one call alone, and a one-time code of its for `purpose`. */
async function freshCode(w: World, purpose: 'verify_email' | 'reset_password') {
  const user = await createUser(w.sut, { verified: purpose !== 'verify_email' });
  const { code } = await w.sut
    .get<OneTimeCodesService>(OneTimeCodesService)
    .issue(user.id, purpose);
  return { user, code };
}

export const authRecipes: Partial<Record<Operation, Recipe>> = {
  signUp: {
    call: () => {
      const form = {
        firstname: 'Sam',
        lastname: 'Signup',
        email: uniqueEmail(),
        password: DEFAULT_PASSWORD,
      };
      return {
        args: { input: { ...form, confirmPassword: DEFAULT_PASSWORD } },
        // The spec's REST field name.
        body: { ...form, confirm_password: DEFAULT_PASSWORD },
      };
    },
  },
  // Signs the client in as an account of the call's own: each caller does it on a client of its own.
  signIn: {
    freshClients: true,
    call: async (w) => {
      const user = await createUser(w.sut);
      return { args: { input: { email: user.email, password: user.password } } };
    },
  },
  // Ends the caller's session: each caller signs in anew for it.
  signOut: { freshClients: true },
  refreshSession: {
    freshClients: true,
    // Its own answer to a caller without a refresh cookie, whatever access allows.
    answers: {
      anonymous: 'unauthenticated',
      readToken: 'unauthenticated',
      writeToken: 'unauthenticated',
    },
  },
  verifyEmail: {
    call: async (w) => ({ args: { code: (await freshCode(w, 'verify_email')).code } }),
  },
  resendVerification: {
    call: async (w) => {
      const user = await createUser(w.sut, { verified: false });
      return { args: { input: { email: user.email } } };
    },
  },
  forgotPassword: {
    call: async (w) => {
      const user = await createUser(w.sut);
      return { args: { input: { email: user.email } } };
    },
  },
  resetPassword: {
    call: async (w) => {
      const { code } = await freshCode(w, 'reset_password');
      return {
        args: { input: { code, password: NEW_PASSWORD } },
        body: { verificationCode: code, password: NEW_PASSWORD },
      };
    },
  },
  // A new password would sign out every session of the caller's account (the world's clients
  // with it): the caller's own password again is refused by the service, past every access check.
  changePassword: {
    call: (w, caller) => {
      const { password } = accountOf(w, caller);
      return { args: { input: { currentPassword: password, newPassword: password } } };
    },
  },
  // A change would leave the world's account with a pending address: the caller's own address is
  // refused by the service ("must be different"), past every access check.
  changeEmail: {
    call: (w, caller) => ({ args: { input: { newEmail: accountOf(w, caller).email } } }),
  },
};
