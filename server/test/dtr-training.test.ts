// The training's transport: the REST and GraphQL answers around it. Its rules (the settle, exactly
// once under races, a drop under 130 h, an application back in passed_interview) are checked on
// the services in test/medium/dtr-training.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DtrTraining } from '../src/modules/dtr/dtr-training.js';
import {
  createOffice,
  deployedTrainee,
  dutyDays,
  FIVE_HOURS,
  monthsAgo,
  notificationTitles,
  officeStaff,
  SAVE_DAY,
  seedDays,
  trainingDays,
  type Trainee,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { moveApplication, UPDATE_STATUS } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const PROGRESS = `{ myScholar { stage trainingProgress { requiredHours confirmedMinutes unconfirmedMinutes } } }`;
const APPLICATION = `query App($id: ID!) {
  application(id: $id) { status history { fromStatus toStatus comment actorName } }
}`;

describe(`${DtrTraining.name} (the 130-hour training over REST and GraphQL)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let staff: TestClient;
  let month: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Library')).id;
    staff = (await officeStaff(sut, officeId)).client;
    month = monthsAgo(sut, 1);
  });

  afterAll(() => sut.close());

  /** A trainee with `hours` confirmed five-hour days (and one shorter day for the rest) months ago. */
  async function traineeWith(hours: number): Promise<Trainee> {
    const trainee = await deployedTrainee(sut, hr, officeId, { lastname: `H${hours}` });
    await seedDays(sut, trainee.scholarId, trainingDays(sut, hours), 'confirmed');
    return trainee;
  }

  it('moves the application to hours_completed on the confirmation that reaches 130 h, then to a scholar on acceptance', async () => {
    const trainee = await traineeWith(126);
    const [day] = dutyDays(month, FIVE_HOURS);
    const saved = await trainee.client.graphql(SAVE_DAY, {
      input: { workDate: day!.workDate, ...FIVE_HOURS },
    });
    expect(saved.errors).toBeUndefined();
    expect((await trainee.client.graphql(PROGRESS)).data).toEqual({
      myScholar: {
        stage: 'trainee',
        trainingProgress: {
          requiredHours: 130,
          confirmedMinutes: 126 * 60,
          unconfirmedMinutes: 300,
        },
      },
    });
    const hrTitlesBefore = await notificationTitles(hr);

    const confirmed = await staff.post(
      `/api/dtr/scholars/${trainee.scholarId}/days/${day!.workDate}/confirm`,
      {},
    );
    expect(confirmed.status).toBe(201);

    const application = await hr.graphql<{
      application: { status: string; history: Array<Record<string, unknown>> };
    }>(APPLICATION, { id: trainee.applicationId });
    expect(application.data!.application.status).toBe('hours_completed');
    expect(application.data!.application.history.at(-1)).toEqual({
      fromStatus: 'passed_interview',
      toStatus: 'hours_completed',
      comment: '130 training hours completed',
      actorName: null,
    });
    const studentTitles = await notificationTitles(trainee.client);
    expect(studentTitles).toContain('Training Hours Completed');
    expect(studentTitles).toContain('DTR Day Confirmed');
    const hrTitles = await notificationTitles(hr);
    expect(hrTitles.length - hrTitlesBefore.length).toBe(1);
    expect(hrTitles[0]).toBe('Training Hours Completed');
    expect((await trainee.client.graphql(PROGRESS)).data).toMatchObject({
      myScholar: { trainingProgress: { confirmedMinutes: 131 * 60, unconfirmedMinutes: 0 } },
    });

    const accepted = await hr.graphql(UPDATE_STATUS, {
      input: { id: trainee.applicationId, status: 'accepted' },
    });
    expect(accepted.errors).toBeUndefined();
    expect((await trainee.client.graphql(PROGRESS)).data).toMatchObject({
      myScholar: { stage: 'scholar' },
    });
  });

  it('answers the REST status change that brings back 130 h confirmed on hold with the completed application', async () => {
    const trainee = await traineeWith(130);
    await moveApplication(hr, trainee.applicationId, [
      { status: 'on_hold' },
      { status: 'interview_scheduled' },
    ]);

    const back = await hr.put(`/api/applications/${trainee.applicationId}/status`, {
      status: 'passed_interview',
      officeId,
    });

    expect(back.status).toBe(200);
    expect(back.body.application.status).toBe('hours_completed');
  });

  it('shows each scholar’s progress in the scholars list', async () => {
    const a = await traineeWith(10);
    const b = await traineeWith(20);
    const res = await staff.graphql<{
      scholars: { items: Array<{ id: string; trainingProgress: { confirmedMinutes: number } }> };
    }>(`{ scholars(limit: 100) { items { id trainingProgress { confirmedMinutes } } } }`);
    const progress = new Map(
      res.data!.scholars.items.map((item) => [item.id, item.trainingProgress.confirmedMinutes]),
    );
    expect(progress.get(a.scholarId)).toBe(600);
    expect(progress.get(b.scholarId)).toBe(1200);
  });
});
