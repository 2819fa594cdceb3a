import type { Operation } from '../../../src/common/access/access-table.js';
import { saveEvaluation } from '../../support/evaluations.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { widestPage } from './pages.js';

/** The term of the evaluation every reading call names (long past, so no other call saves it). */
const READ_TERM = { term: 'first', academicYear: '2010-2011' } as const;

/** Office A's evaluation of the scholar for READ_TERM, saved once. */
const scholarEvaluation = oncePerWorld(
  async (w) =>
    (
      await saveEvaluation(w.clients.officeA, {
        scholarId: w.scholar.id,
        ...READ_TERM,
        remarks: 'Reliable and punctual',
      })
    ).id,
);

const saves = new WeakMap<World, number>();

/** An academic year no earlier call saved an evaluation of the scholar for. */
function freshAcademicYear(w: World): string {
  const back = (saves.get(w) ?? 0) + 1;
  saves.set(w, back);
  const start = 2000 - back;
  return `${start}-${start + 1}`;
}

/** The scholar's e-mail, which the CSV prints on their evaluation's row. */
async function scholarEmailOnEvaluation(w: World): Promise<string> {
  await scholarEvaluation(w);
  return w.accounts.scholar.email;
}

export const evaluationsRecipes: Partial<Record<Operation, Recipe>> = {
  // Only the read evaluation is of READ_TERM: on the page whatever else is saved.
  evaluations: {
    call: () => widestPage(READ_TERM),
    list: { record: scholarEvaluation, select: '{ items { id } }' },
  },
  exportEvaluations: {
    call: () => widestPage(READ_TERM),
    list: { record: scholarEmailOnEvaluation },
  },
  myEvaluations: { list: { record: scholarEvaluation, select: '{ id }' } },
  evaluation: { call: async (w) => ({ args: { id: await scholarEvaluation(w) } }) },
  scholarEvaluation: {
    call: async (w) => {
      await scholarEvaluation(w);
      return { args: { scholarId: w.scholar.id, ...READ_TERM }, query: { ...READ_TERM } };
    },
  },
  saveEvaluation: {
    call: (w) => ({
      args: {
        input: {
          scholarId: w.scholar.id,
          term: 'second',
          academicYear: freshAcademicYear(w),
          remarks: 'Works well with others',
        },
      },
    }),
  },
};
