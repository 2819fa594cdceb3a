import type { Operation } from '../../../src/common/access/access-table.js';
import { gradeInput, type GradeReportView, saveGrades, SLIP_IMAGE } from '../../support/grades.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';

const usedYears = new WeakMap<World, number>();

/** A past term no save of the access test has used (a term's first save makes the report). */
function freshTerm(w: World) {
  const n = (usedYears.get(w) ?? 0) + 1;
  usedYears.set(w, n);
  return { term: 'first', academicYear: `${1990 + n}-${1991 + n}` };
}

const SLIP = { path: SLIP_IMAGE };

/** One grade report of the scholar's, for the reads. */
export const scholarReport = oncePerWorld(async (w) => {
  const res = await saveGrades(w.clients.scholar, gradeInput(w.sut, freshTerm(w)), SLIP);
  if (res.errors) throw new Error(`saveGrades: ${JSON.stringify(res.errors)}`);
  return (res.data!.saveGradeReport as GradeReportView).id;
});

export const gradesRecipes: Partial<Record<Operation, Recipe>> = {
  saveGradeReport: {
    call: (w) => {
      const input = gradeInput(w.sut, freshTerm(w));
      const fields = Object.fromEntries(
        Object.entries(input).map(([name, value]) => [
          name,
          typeof value === 'object' ? JSON.stringify(value) : String(value),
        ]),
      );
      return {
        args: { input },
        uploads: { image: SLIP },
        form: { fields, files: { image: SLIP } },
      };
    },
  },
  // By the scholar's record, as the scholar's page asks: another office's staff are answered
  // NOT_FOUND (office scoping), which a row of reach `none` does not promise — reported.
  gradeReports: {
    call: (w) => ({ args: { scholarId: w.scholar.id }, query: { scholarId: w.scholar.id } }),
    list: { record: scholarReport, select: '{ id }' },
  },
  myGradeReports: { list: { record: scholarReport, select: '{ id }' } },
  gradeReport: { call: async (w) => ({ args: { id: await scholarReport(w) } }) },
};
