import { randomUUID } from 'node:crypto';
import type { Operation } from '../../../src/common/access/access-table.js';
import { signIn } from '../../support/factories.js';
import { TestClient } from '../../support/test-client.js';
import type { Recipe } from '../recipe.js';
import { accountOf } from './auth.js';

export const sessionsRecipes: Partial<Record<Operation, Recipe>> = {
  // Another session of the caller's own account, signed in for this call alone.
  endSession: {
    call: async (w, caller) => {
      if (caller === 'anonymous') return { args: { id: randomUUID() } };
      const other = new TestClient(w.sut.app.getHttpServer());
      await signIn(other, accountOf(w, caller));
      const res = await other.graphql<{ sessions: Array<{ id: string; isCurrent: boolean }> }>(
        '{ sessions { id isCurrent } }',
      );
      const current = res.data?.sessions.find((session) => session.isCurrent);
      if (!current) throw new Error(`sessions: ${JSON.stringify(res.errors)}`);
      return { args: { id: current.id } };
    },
  },
};
