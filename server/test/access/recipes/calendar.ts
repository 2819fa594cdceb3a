import { termOf } from '../../../src/common/academic-term.js';
import type { Operation } from '../../../src/common/access/access-table.js';
import { CALLERS } from '../callers.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';

/** A year no other call saves: each call sets its own, far from the world's own dates. */
let years = 2100;
function freshYear() {
  years += 1;
  return {
    academicYear: `${years}-${years + 1}`,
    terms: [
      { term: 'first', startsOn: `${years}-08-01`, endsOn: `${years}-12-31` },
      { term: 'second', startsOn: `${years + 1}-01-01`, endsOn: `${years + 1}-05-31` },
      { term: 'short', startsOn: `${years + 1}-06-01`, endsOn: `${years + 1}-07-31` },
    ],
  };
}

const dayInput = (w: World) => ({
  date: '2026-12-08',
  kind: 'holiday',
  reason: 'Feast of the Immaculate Conception',
  officeIds: [w.officeA.id],
});

/** A non-working day of one call alone, added by HR. */
async function freshDay(w: World): Promise<string> {
  const res = await w.clients.hr.graphql<{ addNonWorkingDay: { id: string } }>(
    'mutation Add($input: AddNonWorkingDayInput!) { addNonWorkingDay(input: $input) { id } }',
    { input: dayInput(w) },
  );
  if (!res.data) throw new Error(`addNonWorkingDay: ${JSON.stringify(res.errors)}`);
  return res.data.addNonWorkingDay.id;
}

const listedDay = oncePerWorld(freshDay);

export const calendarRecipes: Partial<Record<Operation, Recipe>> = {
  // Everyone signed in reads the calendar: the current year is always listed.
  academicYears: {
    list: {
      record: () => termOf(new Date().toISOString().slice(0, 10)).academicYear,
      select: '{ academicYear }',
      readers: CALLERS,
    },
  },
  saveAcademicYear: {
    call: () => {
      const { academicYear, terms } = freshYear();
      return {
        args: { input: { academicYear, terms } },
        params: { academicYear },
        body: { terms },
      };
    },
  },
  nonWorkingDays: {
    call: () => ({
      args: { from: '2026-12-01', to: '2026-12-31' },
      query: { from: '2026-12-01', to: '2026-12-31' },
    }),
    list: { record: listedDay, select: '{ id }', readers: CALLERS },
  },
  addNonWorkingDay: { call: (w) => ({ args: { input: dayInput(w) } }) },
  removeNonWorkingDay: { call: async (w) => ({ args: { id: await freshDay(w) } }) },
};
