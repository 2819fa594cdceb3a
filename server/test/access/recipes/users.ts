import type { Operation } from '../../../src/common/access/access-table.js';
import { createUser } from '../../support/factories.js';
import type { Recipe } from '../recipe.js';

export const usersRecipes: Partial<Record<Operation, Recipe>> = {
  users: { call: () => ({ args: { page: 1, limit: 10 } }) },
  user: { call: (w) => ({ args: { id: w.accounts.applicant.id } }) },
  // Suspends an account of the call's own: the world's accounts keep their sessions.
  updateUser: {
    call: async (w) => {
      const target = await createUser(w.sut, { firstname: 'Target' });
      return { args: { input: { id: target.id, status: 'suspended' } } };
    },
  },
};
