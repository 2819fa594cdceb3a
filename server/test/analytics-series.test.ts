// On both databases in CI: SQL that sorts, counts and groups (collation and time zone of a server, PostgreSQL 15 beside PGlite's 17).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { todayIn, zonedToUtc, addDays } from '../src/common/university-time.js';
import { AnalyticsService } from '../src/modules/analytics/analytics.service.js';
import { applicationForm, submitRest } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createOffice, moveApplication } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const TZ = 'Asia/Manila';
const at = (day: string, time: string, plusMs = 0) =>
  new Date(zonedToUtc(day, time, TZ).getTime() + plusMs);

const DAILY = `query Daily($start: String, $end: String) {
  applicationsDaily(start: $start, end: $end) { date applications }
}`;
const PIPELINE = `query Pipeline($start: String, $end: String) {
  applicationsPipeline(start: $start, end: $end) { status count }
}`;

/** A new student's application through the real API, then dated `submittedAt` (its submission event too). */
async function applicationAt(sut: TestApp, submittedAt: Date): Promise<string> {
  const { client } = await signedInClient(sut, { firstname: 'Dana', lastname: 'Daily' });
  const res = await submitRest(client, applicationForm());
  if (res.status !== 201) throw new Error(`submit: ${JSON.stringify(res.body)}`);
  const id = res.body.application.id as string;
  await sut.database.db.execute(
    sql`UPDATE applications SET submitted_at = ${submittedAt} WHERE id = ${id}`,
  );
  await sut.database.db.execute(
    sql`UPDATE application_events SET created_at = ${submittedAt} WHERE application_id = ${id}`,
  );
  return id;
}

describe(`${AnalyticsService.name}: daily series and pipeline`, () => {
  let sut: TestApp;
  let hr: TestClient;
  // A quiet stretch of days a month ago, so the applications of each test are the only ones.
  const today = todayIn(TZ);
  const base = addDays(today, -40);
  const day = (n: number) => addDays(base, n);

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
    // The midnight edges in Asia/Manila: 00:00 counts on its own day, 23:59:59 on the day before.
    await applicationAt(sut, at(day(1), '00:00'));
    await applicationAt(sut, at(day(1), '00:00', -1000));
    const moved = await applicationAt(sut, at(day(3), '12:00'));
    await moveApplication(hr, moved, [{ status: 'under_review' }]);
  }, 60_000);
  afterAll(() => sut.close());

  it('counts applications per day in the university time zone, days with none at 0', async () => {
    const expected = [
      { date: day(0), applications: 1 },
      { date: day(1), applications: 1 },
      { date: day(2), applications: 0 },
      { date: day(3), applications: 1 },
      { date: day(4), applications: 0 },
    ];
    const res = await hr.graphql(DAILY, { start: day(0), end: day(4) });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ applicationsDaily: expected });

    const rest = await hr.get(`/api/analytics/applications-daily?start=${day(0)}&end=${day(4)}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ series: expected });
  });

  it('answers a range of one day with one point', async () => {
    const res = await hr.graphql(DAILY, { start: day(1), end: day(1) });
    expect(res.data).toEqual({ applicationsDaily: [{ date: day(1), applications: 1 }] });
    const rest = await hr.get(`/api/analytics/applications-daily?start=${day(2)}&end=${day(2)}`);
    expect(rest.body).toEqual({ series: [{ date: day(2), applications: 0 }] });
  });

  it('defaults to the last 14 days ending today', async () => {
    const res = await hr.graphql<{ applicationsDaily: Array<{ date: string }> }>(DAILY);
    const dates = res.data!.applicationsDaily.map((point) => point.date);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe(addDays(today, -13));
    expect(dates.at(-1)).toBe(today);
  });

  it('counts the applications submitted in the range by their current status, every status listed', async () => {
    const res = await hr.graphql<{
      applicationsPipeline: Array<{ status: string; count: number }>;
    }>(PIPELINE, { start: day(0), end: day(4) });
    const counts = res.data!.applicationsPipeline;
    expect(counts.map((row) => row.status)).toEqual([
      'pending',
      'under_review',
      'interview_scheduled',
      'passed_interview',
      'hours_completed',
      'failed_interview',
      'accepted',
      'rejected',
      'withdrawn',
      'on_hold',
    ]);
    expect(counts.filter((row) => row.count > 0)).toEqual([
      { status: 'pending', count: 2 },
      { status: 'under_review', count: 1 },
    ]);

    const rest = await hr.get(`/api/analytics/pipeline?start=${day(1)}&end=${day(1)}`);
    expect(rest.status).toBe(200);
    expect(rest.body.pipeline).toMatchObject({ pending: 1, under_review: 0, accepted: 0 });
    expect(Object.keys(rest.body.pipeline)).toHaveLength(10);
  });

  it.each([
    [{ start: '2026-13-01' }, { start: 'Start must be a date (YYYY-MM-DD)' }],
    [{ end: '24/11/2026' }, { end: 'End must be a date (YYYY-MM-DD)' }],
    [{ start: '2026-03-02', end: '2026-03-01' }, { start: 'Start must be on or before End' }],
    [{ start: '2025-01-01', end: '2026-01-02' }, { start: 'The range can be at most 366 days' }],
  ])('refuses the range %j with a message on its field', async (range, fields) => {
    const res = await hr.graphql(DAILY, range);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });

    const query = new URLSearchParams(range as Record<string, string>).toString();
    for (const path of ['summary', 'applications-daily', 'pipeline']) {
      const rest = await hr.get(`/api/analytics/${path}?${query}`);
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    }
  });

  it('accepts a range of exactly 366 days', async () => {
    const res = await hr.graphql<{ applicationsDaily: unknown[] }>(DAILY, {
      start: '2024-01-01',
      end: '2024-12-31',
    });
    expect(res.data!.applicationsDaily).toHaveLength(366);
  });

  describe('who may read analytics', () => {
    const QUERIES = [
      DAILY,
      PIPELINE,
      '{ analyticsSummary { start } }',
      '{ activeScholarBreakdown { gender { label count } } }',
    ];
    const PATHS = ['summary', 'applications-daily', 'pipeline', 'scholar-breakdown'];

    it('refuses students and office staff on both transports', async () => {
      const office = await createOffice(sut);
      const refused = [
        (await signedInClient(sut, { role: 'student' })).client,
        (await signedInClient(sut, { role: 'office', officeId: office.id })).client,
      ];
      for (const client of refused) {
        for (const query of QUERIES) {
          const res = await client.graphql(query);
          expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        }
        for (const path of PATHS) {
          const rest = await client.get(`/api/analytics/${path}`);
          expect(rest.status).toBe(403);
          expect(rest.body.code).toBe('FORBIDDEN');
        }
      }
    });

    it('answers admin, and nobody signed out', async () => {
      const { client: admin } = await signedInClient(sut, { role: 'admin' });
      for (const query of QUERIES) expect((await admin.graphql(query)).errors).toBeUndefined();
      for (const path of PATHS)
        expect((await admin.get(`/api/analytics/${path}`)).status).toBe(200);
      const anonymous = sut.client();
      expect((await anonymous.get('/api/analytics/summary')).status).toBe(401);
      const res = await anonymous.graphql(DAILY);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
