import type { Operation } from '../../../src/common/access/access-table.js';
import type { Recipe } from '../recipe.js';

export const systemRecipes: Partial<Record<Operation, Recipe>> = {
  runBackup: {
    // Its own answer to every request but `npm run backup`'s (a loopback address with the
    // token from the owner-only file in the data directory, see LocalTrigger): 403, whoever calls.
    answers: {
      anonymous: 'forbidden',
      applicant: 'forbidden',
      officeB: 'forbidden',
      scholar: 'forbidden',
      officeA: 'forbidden',
      hr: 'forbidden',
      admin: 'forbidden',
      writeToken: 'forbidden',
    },
  },
};
