import type { Operation } from '../../../src/common/access/access-table.js';
import { dayFromToday } from '../../support/dtr.js';
import { serverFixture } from '../../support/grades.js';
import { fileLeave, leaveForm } from '../../support/leave.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { widestPage } from './pages.js';

const usedDays = new WeakMap<World, number>();

/**
 * A day of the scholar's that no leave of the access test holds yet: days ahead
 * (leave may be filed for the future), so no DTR recipe's past day is excused.
 */
function freshLeaveDay(w: World): string {
  const ahead = (usedDays.get(w) ?? 0) + 1;
  usedDays.set(w, ahead);
  return dayFromToday(w.sut, 30 + ahead);
}

/** A pending leave request of the scholar's, filed for a day of its own. */
const freshLeave = async (w: World) => (await fileLeave(w.clients.scholar, freshLeaveDay(w))).id;

/** One leave request of the scholar's, for the reads. */
const scholarLeave = oncePerWorld(freshLeave);

/** The form's fields as the text a multipart form sends. */
const textFields = (input: object) =>
  Object.fromEntries(Object.entries(input).map(([name, value]) => [name, String(value)]));

const PROOF = { path: serverFixture('certificate.pdf') };

export const leaveRecipes: Partial<Record<Operation, Recipe>> = {
  // The scholar's requests alone (searched by their name), fewer than a page holds.
  leaveRequests: {
    call: (w) => widestPage({ search: w.accounts.scholar.name }),
    list: { record: scholarLeave, select: '{ items { id } }' },
  },
  myLeaveRequests: { list: { record: scholarLeave, select: '{ id }' } },
  fileLeaveRequest: {
    call: (w) => {
      const input = leaveForm(freshLeaveDay(w));
      return {
        args: { input },
        uploads: { proof: PROOF },
        form: { fields: textFields(input), files: { proof: PROOF } },
      };
    },
    // The service's own refusal: only a student deployed to an office files leave
    // (A§2.3), and the applicant is not deployed yet.
    answers: { applicant: 'forbidden' },
  },
  cancelLeaveRequest: {
    call: async (w) => ({ args: { input: { id: await freshLeave(w) } } }),
    // `own`: the applicant has no leave to cancel, and the scholar's is not theirs.
    answers: { applicant: 'not-found' },
  },
  leaveRequest: { call: async (w) => ({ args: { id: await scholarLeave(w) } }) },
  decideLeaveRequest: {
    call: async (w) => ({
      args: { input: { id: await freshLeave(w), status: 'disapproved', remarks: 'Short-staffed' } },
    }),
  },
};
