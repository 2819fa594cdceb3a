import type { Operation } from '../../../src/common/access/access-table.js';
import { pdf, uploadSchedule } from '../../support/schedules.js';
import { oncePerWorld, type Recipe } from '../recipe.js';

/** One class schedule of the scholar's, for the reads. */
const scholarSchedule = oncePerWorld(async (w) => (await uploadSchedule(w.clients.scholar)).id);

export const schedulesRecipes: Partial<Record<Operation, Recipe>> = {
  // Each upload replaces the term's current schedule (kept as history): any verified student may.
  uploadClassSchedule: {
    call: () => {
      const file = pdf();
      return { uploads: { file }, form: { files: { file } } };
    },
  },
  // By the scholar's record, as the scholar's page asks: another office's staff are answered
  // NOT_FOUND (office scoping), which a row of reach `none` does not promise — reported.
  classSchedules: {
    call: (w) => ({ args: { scholarId: w.scholar.id }, query: { scholarId: w.scholar.id } }),
    list: { record: scholarSchedule, select: '{ id }' },
  },
  myClassSchedules: { list: { record: scholarSchedule, select: '{ id }' } },
  classSchedule: { call: async (w) => ({ args: { id: await scholarSchedule(w) } }) },
};
