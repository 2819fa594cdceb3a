import type { Operation } from '../../../src/common/access/access-table.js';
import { dayFromToday, FIVE_HOURS, monthsAgo, seedDays } from '../../support/dtr.js';
import type { Recipe } from '../recipe.js';
import type { World } from '../world.js';

const usedDays = new WeakMap<World, number>();

/** A recorded, unconfirmed day of the scholar's that no other call has used. */
async function freshDay(w: World): Promise<string> {
  const back = (usedDays.get(w) ?? 0) + 1;
  usedDays.set(w, back);
  const workDate = dayFromToday(w.sut, -back);
  await seedDays(w.sut, w.scholar.id, [{ workDate, ...FIVE_HOURS }]);
  return workDate;
}

const lastMonth = (w: World) => monthsAgo(w.sut, 1);

/**
 * The operation's own answer to a caller who is not deployed (no DTR of their
 * own): NOT_FOUND "You are not deployed to an office yet", whatever access allows.
 */
const NOT_DEPLOYED = 'not-found' as const;

/** A day of the scholar's, as staff name it. */
const scholarDay = async (w: World) => ({
  args: { input: { scholarId: w.scholar.id, workDate: await freshDay(w) } },
  params: {},
});

export const dtrRecipes: Partial<Record<Operation, Recipe>> = {
  myDtrMonth: { list: { record: (w) => w.scholar.id, select: '{ scholar { id } }' } },
  exportMyDtrMonth: {
    call: (w) => ({ params: { file: `${lastMonth(w)}.csv` } }),
    // Only the scholar has a DTR to download; the applicant is not deployed.
    answers: { applicant: NOT_DEPLOYED },
    // The sheet is headed by the scholar's name.
    list: { record: (w) => w.accounts.scholar.name },
  },
  saveDtrDay: {
    // The applicant is a student (the table lets them in) but not deployed.
    answers: { applicant: NOT_DEPLOYED },
    call: (w) => ({
      args: { input: { workDate: dayFromToday(w.sut, -400), ...FIVE_HOURS } },
      params: { date: dayFromToday(w.sut, -400) },
    }),
  },
  submitDtrMonth: {
    call: (w) => ({ args: { input: { month: monthsAgo(w.sut, 13) } } }),
    // The applicant is a student (the table lets them in) but not deployed.
    answers: { applicant: NOT_DEPLOYED },
  },
  // Read as data (GraphQL, REST) and downloaded (REST `months/:file`).
  dtrMonth: {
    call: (w) => ({
      args: { scholarId: w.scholar.id, month: lastMonth(w) },
      params: { file: `${lastMonth(w)}.csv` },
    }),
  },
  // A row for each scholar of the office (HR: of every office), with or without days.
  officeDtrMonth: {
    call: (w) => ({
      args: { month: lastMonth(w) },
      params: { officeId: 'me', file: `${lastMonth(w)}.csv` },
    }),
    list: { record: (w) => w.accounts.scholar.email, select: '{ rows { email } }' },
  },
  confirmDtrDay: {
    call: async (w) => {
      const day = await scholarDay(w);
      return { ...day, params: { date: day.args.input.workDate } };
    },
  },
  unconfirmDtrDay: {
    call: async (w) => {
      const day = await scholarDay(w);
      return { ...day, params: { date: day.args.input.workDate } };
    },
  },
  excuseDtrDay: {
    call: async (w) => {
      const day = await scholarDay(w);
      return {
        args: { input: { ...day.args.input, reason: 'Seminar' } },
        params: { date: day.args.input.workDate },
      };
    },
  },
  correctDtrDay: {
    call: async (w) => {
      const day = await scholarDay(w);
      return {
        args: { input: { ...day.args.input, ...FIVE_HOURS, reason: 'Forgot to sign out' } },
        params: { date: day.args.input.workDate },
      };
    },
  },
  confirmDtrDays: {
    call: (w) => ({
      args: { input: { scholarId: w.scholar.id, month: lastMonth(w) } },
      params: { month: lastMonth(w), officeId: w.officeA.id },
    }),
  },
  decideDtrMonth: {
    call: (w) => ({
      args: {
        input: {
          scholarId: w.scholar.id,
          month: lastMonth(w),
          status: 'returned',
          remarks: 'Sign the days',
        },
      },
      params: { month: lastMonth(w) },
    }),
  },
  dtrChanged: { call: (w) => ({ args: { scholarId: w.scholar.id } }) },
};
