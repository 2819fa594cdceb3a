import type { Operation } from '../../../src/common/access/access-table.js';
import { saveEvaluation } from '../../support/evaluations.js';
import type { Recipe } from '../recipe.js';
import type { World } from '../world.js';

/** The term of the evaluation every reading call names (long past, so no other call saves it). */
const READ_TERM = { term: 'first', academicYear: '2010-2011' } as const;

const evaluations = new WeakMap<World, Promise<string>>();

/** Office A's evaluation of the scholar for READ_TERM, saved once. */
function scholarEvaluation(w: World): Promise<string> {
  let id = evaluations.get(w);
  if (!id) {
    id = saveEvaluation(w.clients.officeA, {
      scholarId: w.scholar.id,
      ...READ_TERM,
      remarks: 'Reliable and punctual',
    }).then((evaluation) => evaluation.id);
    evaluations.set(w, id);
  }
  return id;
}

const saves = new WeakMap<World, number>();

/** An academic year no earlier call saved an evaluation of the scholar for. */
function freshAcademicYear(w: World): string {
  const back = (saves.get(w) ?? 0) + 1;
  saves.set(w, back);
  const start = 2000 - back;
  return `${start}-${start + 1}`;
}

export const evaluationsRecipes: Partial<Record<Operation, Recipe>> = {
  evaluations: { call: () => ({ args: { page: 1, limit: 10 } }) },
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
