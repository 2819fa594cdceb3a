// On both databases in CI: SQL that sorts, counts and groups (collation and time zone of a server, PostgreSQL 15 beside PGlite's 17).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { todayIn, zonedToUtc, addDays } from '../src/common/university-time.js';
import { AnalyticsService } from '../src/modules/analytics/analytics.service.js';
import { applicationForm, submitRest } from './support/applications.js';
import { createUser, signedInClient } from './support/factories.js';
import { decideLeave, fileLeave } from './support/leave.js';
import { createOffice, moveApplication } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const TZ = 'Asia/Manila';
const STAYS_BACKFILL = new URL(
  '../src/db/migrations/0016_backfill_application_stays.sql',
  import.meta.url,
);
const at = (day: string, time: string, plusMs = 0) =>
  new Date(zonedToUtc(day, time, TZ).getTime() + plusMs);

const KPI = 'value previous delta sparkline';
const SUMMARY = `query Summary($start: String, $end: String) {
  analyticsSummary(start: $start, end: $end) {
    start end
    activeStudents { ${KPI} } newThisMonth { ${KPI} }
    pendingApplications { ${KPI} } pendingLeaves { ${KPI} }
    avgDecisionDays stageDurations { status medianDays count }
    sparklineApplications sparklineNewUsers sparklineLeaveRequests
  }
}`;
interface Kpi {
  value: number;
  previous: number;
  delta: number;
  sparkline: number[];
}
type Summary = Record<
  'activeStudents' | 'newThisMonth' | 'pendingApplications' | 'pendingLeaves',
  Kpi
> &
  Record<'sparklineApplications' | 'sparklineNewUsers' | 'sparklineLeaveRequests', number[]> & {
    avgDecisionDays: number | null;
    stageDurations: unknown[];
  };
const BREAKDOWN =
  '{ activeScholarBreakdown { gender { label count } scholarship { label count } } }';

/**
 * One scenario the figures are traced to, dated around today (T) in Asia/Manila:
 * the range is T-6..T, its previous period T-13..T-7 (whose last day is the "eve").
 * Rows are made through the real API, then dated by rewriting their timestamps.
 */
describe(`${AnalyticsService.name}: KPIs from the rows behind them`, () => {
  let sut: TestApp;
  let hr: TestClient;
  const T = todayIn(TZ);
  const d = (n: number) => addDays(T, n);
  const range = { start: d(-6), end: d(0) };
  const firstOfMonth = `${T.slice(0, 7)}-01`;
  const firstOfLastMonth = `${addDays(firstOfMonth, -1).slice(0, 7)}-01`;
  const exec = (query: ReturnType<typeof sql>) => sut.database.db.execute(query);

  async function apply(form: Record<string, unknown> = {}) {
    const student = await signedInClient(sut, { firstname: 'Kim', lastname: 'Kpi' });
    const res = await submitRest(student.client, applicationForm(form));
    if (res.status !== 201) throw new Error(`submit: ${JSON.stringify(res.body)}`);
    return { ...student, applicationId: res.body.application.id as string };
  }

  /** Rewrites an application's submission and the instants of its events, oldest first. */
  async function dateApplication(id: string, submittedAt: Date, eventTimes: Date[]) {
    await exec(sql`UPDATE applications SET submitted_at = ${submittedAt} WHERE id = ${id}`);
    const events = await exec(
      sql`SELECT id FROM application_events WHERE application_id = ${id} ORDER BY created_at, id`,
    );
    const ids = (events as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    if (ids.length !== eventTimes.length) throw new Error(`${id}: ${ids.length} events`);
    for (const [i, eventId] of ids.entries())
      await exec(
        sql`UPDATE application_events SET created_at = ${eventTimes[i]} WHERE id = ${eventId}`,
      );
    await restampStays();
  }

  /**
   * Each status change's stay start after the trail's instants were rewritten: the backfill
   * migration of trails written before the column existed, run again (and so tested here).
   */
  async function restampStays() {
    await exec(sql.raw(await readFile(STAYS_BACKFILL, 'utf8')));
  }

  async function trainee(officeId: string, form: Record<string, unknown>) {
    const applicant = await apply(form);
    await moveApplication(hr, applicant.applicationId, [
      { status: 'under_review' },
      { status: 'interview_scheduled' },
      { status: 'passed_interview', officeId },
    ]);
    const mine = await applicant.client.graphql<{ myScholar: { id: string } }>(
      '{ myScholar { id } }',
    );
    const scholarId = mine.data!.myScholar.id;
    await exec(sql`UPDATE scholars SET started_on = ${d(-30)} WHERE id = ${scholarId}`);
    return { ...applicant, scholarId };
  }

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
    const office = await createOffice(sut);

    // Pending applications. A1: pending from T-20 12:00 until T-3 12:00 (a 17-day stay).
    const a1 = await apply();
    await moveApplication(hr, a1.applicationId, [{ status: 'under_review' }]);
    await dateApplication(a1.applicationId, at(d(-20), '12:00'), [
      at(d(-20), '12:00'),
      at(d(-3), '12:00'),
    ]);
    // A2: pending since T-10. A3 at T-2 00:00 exactly, A4 one second before (still T-3).
    const a2 = await apply();
    await dateApplication(a2.applicationId, at(d(-10), '09:00'), [at(d(-10), '09:00')]);
    const a3 = await apply();
    await dateApplication(a3.applicationId, at(d(-2), '00:00'), [at(d(-2), '00:00')]);
    const a4 = await apply();
    await dateApplication(a4.applicationId, at(d(-2), '00:00', -1000), [at(d(-2), '00:00', -1000)]);
    // A5: submitted T-12 12:00, under review T-10 12:00, rejected T-1 12:00: decided in 11 days.
    const a5 = await apply();
    await moveApplication(hr, a5.applicationId, [
      { status: 'under_review' },
      { status: 'rejected' },
    ]);
    await dateApplication(a5.applicationId, at(d(-12), '12:00'), [
      at(d(-12), '12:00'),
      at(d(-10), '12:00'),
      at(d(-1), '12:00'),
    ]);

    // Active scholars. S1 (Male, SA) and S3, S4 deployed since T-30; S2 (Female, SM) since T-2.
    const s1 = await trainee(office.id, { gender: 'Male', position: 'student_assistant' });
    const s2 = await trainee(office.id, { gender: 'Female', position: 'student_marshal' });
    await exec(sql`UPDATE scholars SET started_on = ${d(-2)} WHERE id = ${s2.scholarId}`);
    // S3 suspended at T-4 12:00.
    const s3 = await trainee(office.id, { gender: 'Male', position: 'student_marshal' });
    const suspended = await hr.graphql(
      'mutation S($input: UpdateScholarStatusInput!) { updateScholarStatus(input: $input) { id } }',
      { input: { id: s3.scholarId, status: 'suspended' } },
    );
    if (suspended.errors) throw new Error(JSON.stringify(suspended.errors));
    await exec(sql`UPDATE scholar_events SET created_at = ${at(d(-4), '12:00')}
                   WHERE scholar_id = ${s3.scholarId} AND field = 'status'`);
    // S4's training ended (application rejected) on T-1.
    const s4 = await trainee(office.id, { gender: 'Female', position: 'student_assistant' });
    await moveApplication(hr, s4.applicationId, [{ status: 'rejected' }]);
    await exec(sql`UPDATE scholars SET ended_on = ${d(-1)} WHERE id = ${s4.scholarId}`);
    await exec(sql`UPDATE scholar_events SET created_at = ${at(d(-1), '12:00')}
                   WHERE scholar_id = ${s4.scholarId} AND field = 'status'`);
    // The trainees' own pipeline happened long ago, outside every period measured here.
    for (const s of [s1, s2, s3, s4]) {
      await exec(sql`UPDATE application_events SET created_at = ${at(d(-400), '12:00')}
                     WHERE application_id = ${s.applicationId}`);
      await restampStays();
      await exec(sql`UPDATE applications SET submitted_at = ${at(d(-400), '12:00')}
                     WHERE id = ${s.applicationId}`);
    }

    // Pending leaves. L1 filed T-9, approved T-5 12:00; L2 filed T-1 08:00, pending.
    const l1 = await fileLeave(s1.client, T);
    await decideLeave(hr, { id: l1.id, status: 'approved', expectedVersion: 1 });
    await exec(
      sql`UPDATE leave_requests SET created_at = ${at(d(-9), '10:00')} WHERE id = ${l1.id}`,
    );
    await exec(sql`UPDATE leave_request_events SET created_at = CASE WHEN to_status = 'pending'
                   THEN ${at(d(-9), '10:00')}::timestamptz ELSE ${at(d(-5), '12:00')}::timestamptz END
                   WHERE leave_request_id = ${l1.id}`);
    const l2 = await fileLeave(s1.client, addDays(T, 1));
    await exec(
      sql`UPDATE leave_requests SET created_at = ${at(d(-1), '08:00')} WHERE id = ${l2.id}`,
    );
    await exec(sql`UPDATE leave_request_events SET created_at = ${at(d(-1), '08:00')}
                   WHERE leave_request_id = ${l2.id}`);

    // New student accounts: every student above long ago; N1 at 00:00 on the 1st of this
    // month (its first instant), N2 at noon on the 1st of last month, N3 just after today began.
    await exec(sql`UPDATE users SET created_at = ${at(d(-400), '12:00')} WHERE role = 'student'`);
    await createUser(sut, { createdAt: at(firstOfMonth, '00:00') });
    await createUser(sut, { createdAt: at(firstOfLastMonth, '12:00') });
    await createUser(sut, { createdAt: at(T, '00:00', 1000) });
    await createUser(sut, { role: 'office', officeId: office.id, createdAt: at(T, '00:00', 1000) });
  }, 120_000);
  afterAll(() => sut.close());

  async function summary() {
    const res = await hr.graphql<{ analyticsSummary: Summary }>(SUMMARY, range);
    expect(res.errors).toBeUndefined();
    return res.data!.analyticsSummary;
  }

  it('Active Students: active scholars at the end of the range against the eve, day by day', async () => {
    // Eve: S1, S3, S4. T-4: S3 suspended. T-2: S2 starts. T-1: S4 ended.
    expect((await summary()).activeStudents).toEqual({
      value: 2,
      previous: 3,
      delta: -1,
      sparkline: [3, 3, 2, 2, 3, 2, 2],
    });
  });

  it('Pending Applications: rebuilt from the audit trail, midnight edges in Manila', async () => {
    // Eve: A1, A2. T-3: A1 leaves at noon, A4 arrives at 23:59:59. T-2: A3 at 00:00.
    expect((await summary()).pendingApplications).toEqual({
      value: 3,
      previous: 2,
      delta: 1,
      sparkline: [2, 2, 2, 2, 3, 3, 3],
    });
  });

  it('Pending Leaves: from the requests’ history', async () => {
    const result = await summary();
    expect(result.pendingLeaves).toEqual({
      value: 1,
      previous: 1,
      delta: 0,
      sparkline: [1, 0, 0, 0, 0, 1, 1],
    });
    expect(result.sparklineLeaveRequests).toEqual([0, 0, 0, 0, 0, 1, 0]);
  });

  it('New This Month: student accounts this month against the same days of last month', async () => {
    const result = await summary();
    const perDay = (day: string) => (day === firstOfMonth ? 1 : 0) + (day === T ? 1 : 0);
    const days = Array.from({ length: 7 }, (_, i) => d(i - 6));
    expect(result.newThisMonth).toEqual({
      value: 2,
      previous: 1,
      delta: 1,
      sparkline: days.map(perDay),
    });
    expect(result.sparklineNewUsers).toEqual(days.map(perDay));
  });

  it('applications per day, days with none at 0', async () => {
    // A3 (T-2 00:00) and A4 (T-3 23:59:59) are the only submissions in the range.
    expect((await summary()).sparklineApplications).toEqual([0, 0, 0, 1, 1, 0, 0]);
  });

  it('avgDecisionDays and the median stay in each stage, from the audit trail', async () => {
    const result = await summary();
    expect(result.avgDecisionDays).toBe(11);
    expect(result.stageDurations).toEqual([
      { status: 'pending', medianDays: 17, count: 1 },
      { status: 'under_review', medianDays: 9, count: 1 },
    ]);
    // Over two months (a longer period reads the trails another way): A5's 2 pending days too.
    const longer = await hr.graphql<{ analyticsSummary: Summary }>(SUMMARY, {
      start: d(-59),
      end: d(0),
    });
    expect(longer.data!.analyticsSummary.stageDurations).toEqual([
      { status: 'pending', medianDays: 9.5, count: 2 },
      { status: 'under_review', medianDays: 9, count: 1 },
    ]);
    const before = await hr.graphql<{ analyticsSummary: { avgDecisionDays: number | null } }>(
      SUMMARY,
      { start: d(-60), end: d(-50) },
    );
    expect(before.data!.analyticsSummary.avgDecisionDays).toBeNull();
  });

  it('a range of one day compares with the day before', async () => {
    const res = await hr.graphql<{ analyticsSummary: Summary }>(SUMMARY, {
      start: d(-3),
      end: d(-3),
    });
    const result = res.data!.analyticsSummary;
    expect(result.pendingApplications).toEqual({ value: 2, previous: 2, delta: 0, sparkline: [2] });
    expect(result.activeStudents).toEqual({ value: 2, previous: 2, delta: 0, sparkline: [2] });
    expect(result.sparklineApplications).toEqual([1]);
  });

  it('answers the same figures over REST', async () => {
    const rest = await hr.get(`/api/analytics/summary?start=${range.start}&end=${range.end}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(await summary());
  });

  it('breaks active scholars down by gender and programme, on both transports', async () => {
    const expected = {
      gender: [
        { label: 'Male', count: 1 },
        { label: 'Female', count: 1 },
      ],
      scholarship: [
        { label: 'Student Assistant', count: 1 },
        { label: 'Student Marshal', count: 1 },
      ],
    };
    const res = await hr.graphql(BREAKDOWN);
    expect(res.data).toEqual({ activeScholarBreakdown: expected });
    const rest = await hr.get('/api/analytics/scholar-breakdown');
    expect(rest.body).toEqual(expected);
  });
});
