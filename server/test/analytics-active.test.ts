// On both databases in CI: SQL that sorts, counts and groups (collation and time zone of a server, PostgreSQL 15 beside PGlite's 17).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { todayIn, zonedToUtc, addDays } from '../src/common/university-time.js';
import { AnalyticsRepository } from '../src/modules/analytics/analytics.repository.js';
import { signedInClient } from './support/factories.js';
import { createOffice, createTrainee } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const TZ = 'Asia/Manila';
const at = (day: string, time: string, plusMs = 0) =>
  new Date(zonedToUtc(day, time, TZ).getTime() + plusMs);

/**
 * The Active Students series is one set-based statement (spans of days per deployment);
 * these are the status histories its spans must get right, read over T-6..T with its eve.
 */
describe(`${AnalyticsRepository.name}.activeScholarsPerDay`, () => {
  let sut: TestApp;
  let hr: TestClient;
  const T = todayIn(TZ);
  const d = (n: number) => addDays(T, n);
  const exec = (query: ReturnType<typeof sql>) => sut.database.db.execute(query);

  async function scholar(officeId: string) {
    const { scholarId } = await createTrainee(sut, hr, officeId);
    await exec(sql`UPDATE scholars SET started_on = ${d(-30)} WHERE id = ${scholarId}`);
    return scholarId;
  }

  /** Sets a status through the API, then dates that change. */
  async function setStatus(id: string, status: string, when: Date) {
    const res = await hr.graphql(
      'mutation S($input: UpdateScholarStatusInput!) { updateScholarStatus(input: $input) { id } }',
      { input: { id, status } },
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    await exec(sql`UPDATE scholar_events SET created_at = ${when}
                   WHERE scholar_id = ${id} AND field = 'status' AND to_value = ${status}
                     AND created_at > now() - interval '1 hour'`);
  }

  const series = () =>
    sut.app
      .get(AnalyticsRepository)
      .activeScholarsPerDay(d(-7), d(0), zonedToUtc(d(-6), '00:00', TZ), TZ);

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
    const office = await createOffice(sut);
    // Before the range: suspended T-20, back T-10 — active throughout the days asked.
    const early = await scholar(office.id);
    await setStatus(early, 'suspended', at(d(-20), '12:00'));
    await setStatus(early, 'active', at(d(-10), '12:00'));
    // Suspended at 00:00 of T-5 (so T-6 ends active), back at 23:59:59 of T-3, ended on T.
    const back = await scholar(office.id);
    await setStatus(back, 'suspended', at(d(-5), '00:00'));
    await setStatus(back, 'active', at(d(-2), '00:00', -1000));
    await exec(sql`UPDATE scholars SET ended_on = ${d(0)} WHERE id = ${back}`);
  }, 120_000);
  afterAll(() => sut.close());

  it('follows changes before and inside the range, a change at midnight counting from its day', async () => {
    // The eve (T-7) first. The early scholar counts every day; the other drops out for
    // T-5 and T-4 and on T, the day its deployment ended.
    expect(await series()).toEqual([2, 2, 1, 1, 2, 2, 2, 1]);
  });
});
