import type { Operation } from '../../../src/common/access/access-table.js';
import type { Recipe } from '../recipe.js';

export const authRecipes: Partial<Record<Operation, Recipe>> = {
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
};
