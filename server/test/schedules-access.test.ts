import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { scholars } from '../src/modules/scholars/scholars.table.js';
import { SCHEDULE_MESSAGES } from '../src/modules/schedules/schedule-rules.js';
import { SchedulesService } from '../src/modules/schedules/schedules.service.js';
import { createOffice, dayFromToday, deployedTrainee, officeStaff } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  ONE_SCHEDULE,
  STUDENT_SCHEDULES,
  uploadSchedule,
  type ScheduleView,
} from './support/schedules.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

describe(`${SchedulesService.name} (who reads a class schedule)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;
  let officeB: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
    officeB = (await createOffice(sut, 'Library')).id;
  });

  afterAll(() => sut.close());

  /** A deployed scholar with a replaced and a current schedule. */
  async function scholarWithSchedules() {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const old = await uploadSchedule(trainee.client);
    const latest = await uploadSchedule(trainee.client);
    return { trainee, old, latest };
  }

  /** What `viewer` reads of the scholar's schedules on each way in: lists, one, the files. */
  async function reads(
    viewer: TestClient,
    scholar: { scholarId: string; user: { id: string } },
    schedules: ScheduleView[],
  ) {
    const byScholar = await viewer.graphql<{ classSchedules: ScheduleView[] }>(STUDENT_SCHEDULES, {
      scholarId: scholar.scholarId,
    });
    const byUser = await viewer.graphql<{ classSchedules: ScheduleView[] }>(STUDENT_SCHEDULES, {
      userId: scholar.user.id,
    });
    const restList = await viewer.get(`/api/schedules?scholarId=${scholar.scholarId}`);
    const one = await viewer.graphql(ONE_SCHEDULE, { id: schedules[0]!.id });
    const restOne = await viewer.get(`/api/schedules/${schedules[0]!.id}`);
    const files = await Promise.all(schedules.map((s) => viewer.get(s.file.url)));
    return {
      byScholar:
        byScholar.data?.classSchedules.map((s) => [s.id, s.current]) ??
        byScholar.errors![0]!.message,
      byUser: byUser.data?.classSchedules.map((s) => s.id) ?? byUser.errors![0]!.message,
      restList:
        restList.status === 200
          ? restList.body.items.map((s: ScheduleView) => s.id)
          : restList.status,
      one: one.data ? 'found' : one.errors![0]!.message,
      restOne: restOne.status,
      files: files.map((res) => res.status),
    };
  }

  it('lets HR and the staff of the scholar’s office read current and replaced schedules and their files', async () => {
    const { trainee, old, latest } = await scholarWithSchedules();
    const staff = await officeStaff(sut, officeA);
    for (const viewer of [hr, staff.client])
      expect(await reads(viewer, trainee, [latest, old])).toEqual({
        byScholar: [
          [latest.id, true],
          [old.id, false],
        ],
        byUser: [latest.id, old.id],
        restList: [latest.id, old.id],
        one: 'found',
        restOne: 200,
        files: [200, 200],
      });
    const rest = await hr.get(`/api/schedules?userId=${trainee.user.id}`);
    expect(rest.body.items[0]).toMatchObject({ _id: latest.id, fileUrl: latest.file.url });
  });

  it('tells another office’s staff and another student that nothing exists, files included', async () => {
    const { trainee, old, latest } = await scholarWithSchedules();
    const otherOffice = await officeStaff(sut, officeB);
    expect(await reads(otherOffice.client, trainee, [latest, old])).toEqual({
      byScholar: SCHEDULE_MESSAGES.scholarNotFound,
      byUser: SCHEDULE_MESSAGES.studentNotFound,
      restList: 404,
      one: SCHEDULE_MESSAGES.notFound,
      restOne: 404,
      files: [404, 404],
    });
    const student = await signedInClient(sut);
    const one = await student.client.graphql(ONE_SCHEDULE, { id: latest.id });
    expect(one.errors?.[0]).toMatchObject({
      message: SCHEDULE_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await student.client.get(`/api/schedules/${latest.id}`)).status).toBe(404);
    for (const schedule of [latest, old])
      expect((await student.client.get(schedule.file.url)).status).toBe(404);
    // The staff queries are not for students at all.
    const list = await student.client.graphql(STUDENT_SCHEDULES, { userId: trainee.user.id });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await student.client.get(`/api/schedules?userId=${trainee.user.id}`)).status).toBe(403);
  });

  it('follows the scholar’s current deployment: the former office loses access', async () => {
    const { trainee, latest } = await scholarWithSchedules();
    const staff = await officeStaff(sut, officeA);
    expect((await staff.client.get(latest.file.url)).status).toBe(200);
    await sut.database.db
      .update(scholars)
      .set({ endedOn: dayFromToday(sut, -1) })
      .where(eq(scholars.id, trainee.scholarId));
    expect((await staff.client.get(latest.file.url)).status).toBe(404);
    expect((await staff.client.get(`/api/schedules/${latest.id}`)).status).toBe(404);
    expect((await staff.client.get(`/api/schedules?scholarId=${trainee.scholarId}`)).status).toBe(
      404,
    );
    // HR still reads it.
    expect((await hr.get(latest.file.url)).status).toBe(200);
  });

  it('lets HR read a student who is not deployed; office staff never', async () => {
    const student = await signedInClient(sut);
    const saved = await uploadSchedule(student.client);
    const list = await hr.graphql<{ classSchedules: ScheduleView[] }>(STUDENT_SCHEDULES, {
      userId: student.user.id,
    });
    expect(list.data!.classSchedules.map((s) => s.id)).toEqual([saved.id]);
    const staff = await officeStaff(sut, officeA);
    expect((await staff.client.get(saved.file.url)).status).toBe(404);
    const refused = await staff.client.graphql(STUDENT_SCHEDULES, { userId: student.user.id });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('answers a malformed id or a staff query naming neither or both owners', async () => {
    expect((await hr.get('/api/schedules/not-an-id')).status).toBe(404);
    expect((await hr.get('/api/schedules')).status).toBe(400);
    const both = await hr.graphql(STUDENT_SCHEDULES, {
      userId: '00000000-0000-4000-8000-000000000000',
      scholarId: '00000000-0000-4000-8000-000000000000',
    });
    expect(both.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await hr.graphql(STUDENT_SCHEDULES, { scholarId: 'nope' });
    expect(unknown.errors?.[0]).toMatchObject({ message: SCHEDULE_MESSAGES.scholarNotFound });
  });
});
