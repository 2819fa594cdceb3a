import type { Operation } from '../../../src/common/access/access-table.js';
import { serverFixture } from '../../support/grades.js';
import { reapplicationForm, submitReapplication } from '../../support/reapplications.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { scholarReport } from './grades.js';
import { widestPage } from './pages.js';

const usedYears = new WeakMap<World, number>();

/** An academic year the scholar has not re-applied for (one re-application per term and year). */
function freshYear(w: World): string {
  const n = (usedYears.get(w) ?? 0) + 1;
  usedYears.set(w, n);
  return `${2100 + n}-${2101 + n}`;
}

/** A pending re-application of the scholar's, for a year of its own. */
const freshReapplication = async (w: World) =>
  (await submitReapplication(w.clients.scholar, freshYear(w))).id;

/** One re-application of the scholar's, for the reads. */
const scholarReapplication = oncePerWorld(freshReapplication);

/** The form's fields as the text a multipart form sends. */
const textFields = (input: object) =>
  Object.fromEntries(Object.entries(input).map(([name, value]) => [name, String(value)]));

const GRADES = { path: serverFixture('certificate.pdf') };

export const reapplicationsRecipes: Partial<Record<Operation, Recipe>> = {
  // The scholar's re-applications alone (searched by their name), fewer than a page holds.
  reapplications: {
    call: (w) => widestPage({ search: w.accounts.scholar.name }),
    list: { record: scholarReapplication, select: '{ items { id } }' },
  },
  myReapplications: { list: { record: scholarReapplication, select: '{ id }' } },
  reapplicationGradeChoices: { list: { record: scholarReport, select: '{ id }' } },
  reapplicationContinuation: { call: (w) => ({ params: { scholarId: w.scholar.id } }) },
  submitReapplication: {
    call: (w) => {
      const input = reapplicationForm(freshYear(w));
      return {
        args: { input },
        uploads: { grades: GRADES },
        form: { fields: textFields(input), files: { grades: GRADES } },
      };
    },
    // The service's own refusal: only an accepted scholar re-applies (A§2.3), and
    // the applicant is not one.
    answers: { applicant: 'forbidden' },
  },
  reapplication: { call: async (w) => ({ args: { id: await scholarReapplication(w) } }) },
  decideReapplication: {
    call: async (w) => ({
      args: {
        input: {
          id: await freshReapplication(w),
          status: 'under_review',
          hrComments: 'Checking the grades',
        },
      },
    }),
  },
};
