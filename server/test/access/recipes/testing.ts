import { randomUUID } from 'node:crypto';
import type { Operation } from '../../../src/common/access/access-table.js';
import type { Recipe } from '../recipe.js';
import { accountOf } from './auth.js';

export const testingRecipes: Partial<Record<Operation, Recipe>> = {
  createTestAccount: { call: () => ({ args: { input: { role: 'student' } } }) },
  // A scholar id that names no scholar: moving the world's scholar's start would move their
  // first assignment with it, under every later operation.
  backdateScholar: {
    call: () => ({ args: { input: { scholarId: randomUUID(), startedOn: '2020-01-06' } } }),
  },
  sendTestBroadcast: {
    call: () => ({
      args: { input: { role: 'hr', title: 'Access test', message: 'A broadcast.' } },
    }),
  },
  sendTestNotification: {
    call: (w, caller) => ({
      args: {
        input: {
          email: accountOf(w, caller).email,
          type: 'info',
          title: 'Access test',
          message: 'A test notification.',
        },
      },
    }),
  },
};
