import type { Operation } from '../../../src/common/access/access-table.js';
import type { CallerName } from '../callers.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';

/** A term long past (nothing open in it) no other call closes: each call a year further back. */
let years = 1980;
const freshTerm = () => {
  years -= 1;
  return { term: 'first', academicYear: `${years}-${years + 1}` };
};

/** A past term closed by HR, and its closure: for one call to reopen, or for the reads. */
async function closedTerm(w: World) {
  const term = freshTerm();
  const res = await w.clients.hr.graphql<{ closeTerm: { closure: { id: string } } }>(
    'mutation Close($input: TermChangeInput!) { closeTerm(input: $input) { closure { id } } }',
    { input: term },
  );
  if (!res.data) throw new Error(`closeTerm: ${JSON.stringify(res.errors)}`);
  return { term, closureId: res.data.closeTerm.closure.id };
}

const readTerm = oncePerWorld(closedTerm);
const HR_READERS: readonly CallerName[] = ['hr', 'admin', 'readToken', 'writeToken'];

export const termsRecipes: Partial<Record<Operation, Recipe>> = {
  // A term's closings are HR's, for every term.
  termClosing: {
    call: async (w) => ({ args: (await readTerm(w)).term }),
    list: {
      record: async (w) => (await readTerm(w)).closureId,
      select: '{ history { id } }',
      readers: HR_READERS,
    },
  },
  closeTerm: { call: () => ({ args: { input: freshTerm() } }) },
  scholarService: { call: (w) => ({ params: { scholarId: w.scholar.id } }) },
  reopenTerm: {
    call: async (w) => ({
      args: { input: { ...(await closedTerm(w)).term, reason: 'A DTR was missed' } },
    }),
  },
};
