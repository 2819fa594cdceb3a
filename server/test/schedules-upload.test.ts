import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SCHEDULE_FILE_MESSAGES, SCHEDULE_MAX_BYTES } from '@sasm/test-data';
import { termOf, termLabel } from '../src/common/academic-term.js';
import { todayIn } from '../src/common/university-time.js';
import { SCHEDULE_MESSAGES } from '../src/modules/schedules/schedule-rules.js';
import { SchedulesService } from '../src/modules/schedules/schedules.service.js';
import { createOffice, deployedTrainee, NOTIFICATIONS, officeStaff } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  MY_SCHEDULES,
  pdf,
  pngNamedPdf,
  schedulePdf,
  storedState,
  uploadGraphql,
  uploadRest,
  uploadSchedule,
  type ScheduleView,
} from './support/schedules.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

describe(`${SchedulesService.name} (a student uploads a class schedule)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let current: { term: string; academicYear: string };

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Library')).id;
    current = termOf(todayIn(sut.config.timeZone));
  });

  afterAll(() => sut.close());

  const mine = async (client: TestClient) =>
    (await client.graphql<{ myClassSchedules: ScheduleView[] }>(MY_SCHEDULES)).data!
      .myClassSchedules;

  it('saves a PDF for today’s term by default over GraphQL, readable by its owner', async () => {
    const { client } = await signedInClient(sut, { firstname: 'Ana', lastname: 'Cruz' });
    const saved = await uploadSchedule(client);
    expect(saved).toMatchObject({
      ...current,
      termLabel: termLabel(current as Parameters<typeof termLabel>[0]),
      current: true,
      replacedAt: null,
      studentName: 'Ana Cruz',
      file: { name: 'schedule.pdf', mimeType: 'application/pdf' },
    });
    expect(saved.file.url).toBe(`/api/files/${saved.file.id}`);
    const download = await client.get(saved.file.url);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(
      Buffer.from(download.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await mine(client)).map((s) => s.id)).toEqual([saved.id]);
  });

  it('replaces the term’s schedule with the latest upload and keeps the old one as history', async () => {
    const { client } = await signedInClient(sut);
    const first = await uploadSchedule(client, current);
    const rest = await uploadRest(client, pdf('Revised'), current);
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      message: 'Class schedule saved',
      schedule: { _id: rest.body.schedule.id, current: true, ...current },
    });
    expect(rest.body.schedule.fileUrl).toBe(rest.body.schedule.file.url);
    const list = await mine(client);
    expect(list.map((s) => [s.id, s.current])).toEqual([
      [rest.body.schedule.id, true],
      [first.id, false],
    ]);
    expect(list[1]!.replacedAt).not.toBeNull();
    // The replaced upload is still downloadable by its owner.
    expect((await client.get(first.file.url)).status).toBe(200);
    const restMine = await client.get('/api/schedules/mine');
    expect(restMine.body.items.map((s: { id: string }) => s.id)).toEqual(list.map((s) => s.id));
  });

  it('keeps one current schedule per term: another term does not replace it', async () => {
    const { client } = await signedInClient(sut);
    const previous = { term: current.term, academicYear: '2020-2021' };
    const old = await uploadSchedule(client, previous);
    const now = await uploadSchedule(client);
    const list = await mine(client);
    expect(list.map((s) => [s.id, s.current])).toEqual([
      [now.id, true],
      [old.id, true],
    ]);
  });

  it('refuses a PNG named .pdf, a text file and one byte over 10 MB on both transports, storing nothing', async () => {
    const { client } = await signedInClient(sut);
    const before = await storedState(sut);
    const refusals: Array<[{ buffer: Buffer; filename: string }, string]> = [
      [pngNamedPdf(), SCHEDULE_FILE_MESSAGES.wrongType],
      [
        { buffer: Buffer.from('MWF 8-9 Math\n'), filename: 'schedule.txt' },
        SCHEDULE_FILE_MESSAGES.wrongType,
      ],
      [
        { buffer: schedulePdf({ padTo: SCHEDULE_MAX_BYTES + 1 }), filename: 'big.pdf' },
        SCHEDULE_FILE_MESSAGES.tooBig,
      ],
    ];
    for (const [file, message] of refusals) {
      const gql = await uploadGraphql(client, file);
      expect(gql.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { file: message } },
      });
      const rest = await uploadRest(client, file, current);
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, fields: { file: message } });
    }
    expect(await storedState(sut)).toEqual(before);
    expect(await mine(client)).toEqual([]);
  });

  it('takes a PDF of exactly 10 MB', async () => {
    const { client } = await signedInClient(sut);
    const res = await uploadRest(client, {
      buffer: schedulePdf({ padTo: SCHEDULE_MAX_BYTES }),
      filename: 'exact.pdf',
    });
    expect(res.status).toBe(201);
    expect(res.body.schedule.file.size).toBe(SCHEDULE_MAX_BYTES);
  });

  it('answers a missing file, a bad academic year and a term too far ahead, storing nothing', async () => {
    const { client } = await signedInClient(sut);
    const before = await storedState(sut);
    const missing = await uploadRest(client, undefined, current);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: SCHEDULE_MESSAGES.fileRequired,
      fields: { file: SCHEDULE_MESSAGES.fileRequired },
    });
    const start = Number(current.academicYear.slice(0, 4));
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ academicYear: '2026' }, 'academicYear', 'Academic year must look like 2026-2027'],
      [
        { academicYear: '2026-2028' },
        'academicYear',
        'The academic year must be two consecutive years, like 2026-2027',
      ],
      [
        { term: current.term, academicYear: `${start + 2}-${start + 3}` },
        'term',
        SCHEDULE_MESSAGES.tooFarAhead,
      ],
    ];
    for (const [input, field, message] of cases) {
      const gql = await uploadGraphql(client, pdf(), input);
      expect(gql.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
      });
      const rest = await uploadRest(client, pdf(), input);
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, fields: { [field]: message } });
    }
    const unknown = await uploadRest(client, pdf(), { term: 'summer' });
    expect(unknown.body).toMatchObject({ fields: { term: SCHEDULE_MESSAGES.termUnknown } });
    expect(await storedState(sut)).toEqual(before);
  });

  it('refuses an unverified student and staff, on both transports', async () => {
    const unverified = await signedInClient(sut, { verified: false });
    const gql = await uploadGraphql(unverified.client, pdf());
    expect(gql.errors?.[0]).toMatchObject({
      message: SCHEDULE_MESSAGES.verifyFirst,
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await uploadRest(unverified.client, pdf());
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(SCHEDULE_MESSAGES.verifyFirst);
    expect((await uploadGraphql(hr, pdf())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await uploadRest(hr, pdf())).status).toBe(403);
  });

  it('tells the staff of the student’s office, linking to the scholar record; not HR', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId, {
      firstname: 'Ben',
      lastname: 'Reyes',
    });
    const staff = await officeStaff(sut, officeId);
    await uploadSchedule(trainee.client);
    await uploadSchedule(trainee.client);
    const notices = await staff.client.graphql<{
      notifications: { items: Array<{ title: string; message: string; link: string }> };
    }>(NOTIFICATIONS);
    const label = termLabel(current as Parameters<typeof termLabel>[0]);
    expect(notices.data!.notifications.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        title: 'Class Schedule Replaced',
        message: `Ben Reyes uploaded a new class schedule for ${label}.`,
        link: `/office/scholars?scholar=${trainee.scholarId}`,
      }),
      expect.objectContaining({
        title: 'New Class Schedule',
        message: `Ben Reyes uploaded their class schedule for ${label}.`,
      }),
    ]);
    const hrNotices = await hr.graphql<{ notifications: { items: Array<{ title: string }> } }>(
      NOTIFICATIONS,
    );
    expect(hrNotices.data!.notifications.items.map((n) => n.title)).not.toContain(
      'New Class Schedule',
    );
  });
});
