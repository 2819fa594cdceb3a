import { randomUUID } from 'node:crypto';
import type { Operation } from '../../../src/common/access/access-table.js';
import { createTrainee } from '../../support/scholars.js';
import type { CallerName } from '../callers.js';
import type { Recipe } from '../recipe.js';
import type { World } from '../world.js';

/**
 * A new trainee of office A (the scholar's office, so the scholar's readers
 * reach it), for a call that changes it. Anonymous callers are refused
 * before anything is read: they name an id no scholar has.
 */
async function freshScholar(w: World, caller: CallerName): Promise<string> {
  if (caller === 'anonymous') return randomUUID();
  const trainee = await createTrainee(w.sut, w.clients.hr, w.officeA.id, {
    firstname: 'Fresh',
    lastname: 'Trainee',
  });
  return trainee.scholarId;
}

export const scholarsRecipes: Partial<Record<Operation, Recipe>> = {
  scholars: { call: () => ({ args: { page: 1, limit: 10 } }) },
  scholar: { call: (w) => ({ args: { id: w.scholar.id } }) },
  updateScholarStatus: {
    call: async (w, caller) => ({
      args: { input: { id: await freshScholar(w, caller), status: 'suspended' } },
    }),
  },
  reassignScholar: {
    call: async (w, caller) => ({
      args: { input: { id: await freshScholar(w, caller), officeId: w.officeB.id } },
    }),
  },
  masterList: { call: () => ({ args: { page: 1, limit: 10 } }) },
};
