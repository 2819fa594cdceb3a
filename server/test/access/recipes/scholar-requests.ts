import { scholarRequestInput } from '@sasm/test-data';
import type { Operation } from '../../../src/common/access/access-table.js';
import { createRequest } from '../../support/scholar-requests.js';
import type { CallerName } from '../callers.js';
import type { Recipe } from '../recipe.js';
import type { World } from '../world.js';

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

const oneRequest = new WeakMap<World, Promise<string>>();
/** One request of office A's, for the reads. */
function officeRequest(w: World): Promise<string> {
  let id = oneRequest.get(w);
  if (!id) oneRequest.set(w, (id = freshRequest(w)));
  return id;
}

/** The first page of the list (its page and limit are non-null arguments with defaults). */
const FIRST_PAGE: Recipe = { call: () => ({ args: { page: 1, limit: 10 } }) };

export const scholarRequestsRecipes: Partial<Record<Operation, Recipe>> = {
  scholarRequests: FIRST_PAGE,
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
