import { randomUUID } from 'node:crypto';
import type { Operation } from '../../../src/common/access/access-table.js';
import { signIn } from '../../support/factories.js';
import { TestClient } from '../../support/test-client.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import { accountOf } from './auth.js';

/** The id of the session `client` is signed in with. */
async function currentSession(client: TestClient): Promise<string> {
  const res = await client.graphql<{ sessions: Array<{ id: string; isCurrent: boolean }> }>(
    '{ sessions { id isCurrent } }',
  );
  const current = res.data?.sessions.find((session) => session.isCurrent);
  if (!current) throw new Error(`sessions: ${JSON.stringify(res.errors)}`);
  return current.id;
}

const scholarSession = oncePerWorld((w) => currentSession(w.clients.scholar));

export const sessionsRecipes: Partial<Record<Operation, Recipe>> = {
  sessions: { list: { record: scholarSession, select: '{ id }' } },
  // Another session of the caller's own account, signed in for this call alone.
  endSession: {
    call: async (w, caller) => {
      if (caller === 'anonymous') return { args: { id: randomUUID() } };
      const other = new TestClient(w.sut.app.getHttpServer());
      await signIn(other, accountOf(w, caller));
      return { args: { id: await currentSession(other) } };
    },
  },
};
