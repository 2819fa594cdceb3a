import { scholarRequestInput } from '@sasm/test-data';
import type { Operation } from '../../../src/common/access/access-table.js';
import { createRequest } from '../../support/scholar-requests.js';
import type { CallerName } from '../callers.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { widestPage } from './pages.js';

/** Who reaches a request of office A's: its staff and HR, directly or through HR's tokens. */
const OFFICE_A_READERS: readonly CallerName[] = [
  'officeA',
  'hr',
  'admin',
  'readToken',
  'writeToken',
];

/** An open request of office A's, made now. */
const freshRequest = async (w: World) => (await createRequest(w.clients.officeA)).id;

/** One request of office A's, for the reads. */
const officeRequest = oncePerWorld(freshRequest);

export const scholarRequestsRecipes: Partial<Record<Operation, Recipe>> = {
  // The offices make fewer requests in the whole test than a page holds.
  scholarRequests: {
    call: () => widestPage(),
    list: { record: officeRequest, select: '{ items { id } }', readers: OFFICE_A_READERS },
  },
  createScholarRequest: { call: () => ({ args: { input: scholarRequestInput() } }) },
  scholarRequest: {
    call: async (w) => ({ args: { id: await officeRequest(w) } }),
    readers: OFFICE_A_READERS,
  },
  cancelScholarRequest: {
    call: async (w) => ({ args: { input: { id: await freshRequest(w) } } }),
    readers: OFFICE_A_READERS,
  },
  answerScholarRequest: {
    call: async (w) => ({
      args: {
        input: {
          id: await freshRequest(w),
          status: 'fulfilled',
          answer: 'Two scholars start Monday',
        },
      },
    }),
    readers: OFFICE_A_READERS,
  },
};
