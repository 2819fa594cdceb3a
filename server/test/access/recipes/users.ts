import type { Operation } from '../../../src/common/access/access-table.js';
import { createUser } from '../../support/factories.js';
import type { Recipe } from '../recipe.js';
import { widestPage } from './pages.js';

export const usersRecipes: Partial<Record<Operation, Recipe>> = {
  // The applicant's account alone (searched by their e-mail); HR's role is the list's scope.
  users: {
    call: (w) => widestPage({ search: w.accounts.applicant.email }),
    list: { record: (w) => w.accounts.applicant.id, select: '{ items { id } }' },
  },
  user: { call: (w) => ({ args: { id: w.accounts.applicant.id } }) },
  // Suspends an account of the call's own: the world's accounts keep their sessions.
  updateUser: {
    call: async (w) => {
      const target = await createUser(w.sut, { firstname: 'Target' });
      return { args: { input: { id: target.id, status: 'suspended' } } };
    },
  },
};
