import { randomUUID } from 'node:crypto';
import type { Operation } from '../../../src/common/access/access-table.js';
import { monthsAgo } from '../../support/dtr.js';
import { createKiosk, kioskFeed, PUNCH } from '../../support/punches.js';
import type { CallerName } from '../callers.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';

// The applicant is a student (the table lets them in) but not deployed.
const NOT_DEPLOYED = 'not-found' as const;

const officeA = (w: World) => ({
  args: { officeId: w.officeA.id },
  query: { officeId: w.officeA.id },
});

/** The code office A's screen shows now, as its kiosk reads it. */
const currentCode = async (w: World) =>
  (await kioskFeed(w.sut, w.clients.kiosk.kioskKey!)).code.code;

/** A punch of the scholar's, for the list of their punches. */
const scholarsPunch = oncePerWorld(async (w) => {
  const res = await w.clients.scholar.graphql<{ punch: { punch: { id: string } } }>(PUNCH, {
    input: { code: await currentCode(w) },
  });
  if (!res.data) throw new Error(`punch: ${JSON.stringify(res.errors)}`);
  return res.data.punch.punch.id;
});

/** A kiosk of office A's of its own for each call that revokes one; anonymous callers name none. */
async function freshKiosk(w: World, caller: CallerName): Promise<string> {
  if (caller === 'anonymous') return randomUUID();
  return (await createKiosk(w.clients.hr, w.officeA.id)).id;
}

export const punchesRecipes: Partial<Record<Operation, Recipe>> = {
  punchSettings: { call: officeA },
  updatePunchSettings: {
    call: (w) => ({
      args: {
        input: {
          officeId: w.officeA.id,
          mode: 'punches_or_typed',
          opensAt: '07:00',
          closesAt: '19:00',
          maxMinutesPerDay: 600,
        },
      },
    }),
  },
  kiosks: { call: officeA },
  createKiosk: { call: (w) => ({ args: { input: { officeId: w.officeA.id, name: 'Hall' } } }) },
  revokeKiosk: { call: async (w, caller) => ({ args: { id: await freshKiosk(w, caller) } }) },
  myPunches: {
    list: { record: scholarsPunch, select: '{ id }', readers: ['scholar'] },
  },
  punch: {
    answers: { applicant: NOT_DEPLOYED },
    call: async (w) => ({ args: { input: { code: await currentCode(w) } } }),
  },
  confirmPunchedDays: {
    call: (w) => ({
      args: { scholarId: w.scholar.id, month: monthsAgo(w.sut, 1) },
      params: { month: monthsAgo(w.sut, 1) },
    }),
  },
};
