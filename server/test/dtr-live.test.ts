import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DtrLive } from '../src/modules/dtr/dtr-live.js';
import {
  CONFIRM_DAY,
  createOffice,
  deployedTrainee,
  dutyDays,
  FIVE_HOURS,
  monthsAgo,
  officeStaff,
  SAVE_DAY,
  SUBMIT_MONTH,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface Change {
  scholarId: string;
  month: string;
  dates: string[];
  monthStatus: string | null;
}

const CHANGED = (scholarId: string) =>
  `subscription { dtrChanged(scholarId: "${scholarId}") { scholarId month dates monthStatus } }`;

describe(`${DtrLive.name} (dtrChanged)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let month: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut)).id;
    month = monthsAgo(sut, 1);
  });

  afterAll(() => sut.close());

  const live = (client: TestClient, scholarId: string) =>
    subscribe<Change>(sut.url, client, CHANGED(scholarId), (data) => data.dtrChanged as Change);

  it('tells the student’s grid and the office’s view of what changed, after it is saved', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const staff = await officeStaff(sut, officeId);
    const [day] = dutyDays(month, FIVE_HOURS);
    const studentView = await live(trainee.client, trainee.scholarId);
    const officeView = await live(staff.client, trainee.scholarId);
    try {
      const officeHears = officeView.next();
      await trainee.client.graphql(SAVE_DAY, { input: { workDate: day!.workDate, ...FIVE_HOURS } });
      expect(await officeHears).toEqual({
        scholarId: trainee.scholarId,
        month,
        dates: [day!.workDate],
        monthStatus: null,
      });

      const studentHears = studentView.next();
      await staff.client.graphql(CONFIRM_DAY, {
        input: { scholarId: trainee.scholarId, workDate: day!.workDate },
      });
      expect((await studentHears).dates).toEqual([day!.workDate]);

      const submitted = officeView.next();
      await trainee.client.graphql(SUBMIT_MONTH, { input: { month } });
      expect(await submitted).toMatchObject({ dates: [], monthStatus: 'submitted' });

      // A refused change publishes nothing.
      const before = studentView.received.length;
      const refused = await trainee.client.graphql(SAVE_DAY, {
        input: { workDate: day!.workDate, in1: 'bad' },
      });
      expect(refused.errors).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(studentView.received).toHaveLength(before);
    } finally {
      await studentView.dispose();
      await officeView.dispose();
    }
  });

  it('refuses to subscribe to a scholar outside the viewer’s scope', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const otherOffice = await officeStaff(sut, (await createOffice(sut)).id);
    const otherStudent = await deployedTrainee(sut, hr, officeId);
    await expect(live(otherOffice.client, trainee.scholarId)).rejects.toThrow(/Scholar not found/);
    await expect(live(otherStudent.client, trainee.scholarId)).rejects.toThrow(/Scholar not found/);
    const own = await live(hr, trainee.scholarId);
    await own.dispose();
  });
});
