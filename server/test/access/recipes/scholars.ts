import { randomUUID } from 'node:crypto';
import type { Operation } from '../../../src/common/access/access-table.js';
import { createTrainee } from '../../support/scholars.js';
import type { CallerName } from '../callers.js';
import type { Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { widestPage } from './pages.js';

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

const scholarId = (w: World) => w.scholar.id;

/** Office A's scholars, fewer than a page holds (the master list has no search). */
const officeAPage = (w: World) => widestPage({ officeId: w.officeA.id });

export const scholarsRecipes: Partial<Record<Operation, Recipe>> = {
  // The scholar alone (searched by their e-mail): on the page whatever trainees are made.
  scholars: {
    call: (w) => widestPage({ search: w.accounts.scholar.email }),
    list: { record: scholarId, select: '{ items { id } }' },
  },
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
  masterList: {
    call: officeAPage,
    list: { record: scholarId, select: '{ items { scholarId } }' },
  },
  // The files print the e-mail on the scholar's row.
  exportMasterList: { call: officeAPage, list: { record: (w) => w.accounts.scholar.email } },
};
