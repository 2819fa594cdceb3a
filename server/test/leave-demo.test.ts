import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { DemoLeave } from '../src/modules/demo/demo-leave.js';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service.js';
import { leaveRequests } from '../src/modules/leave/leave.table.js';
import { offices } from '../src/modules/offices/offices.table.js';
import { scholars } from '../src/modules/scholars/scholars.table.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(DemoLeave.name, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });

  afterAll(() => sut.close());

  const rows = () =>
    sut.database.db
      .select({ status: leaveRequests.status, office: offices.code })
      .from(leaveRequests)
      .innerJoin(scholars, eq(scholars.id, leaveRequests.scholarId))
      .innerJoin(offices, eq(offices.id, scholars.officeId));

  it('files leave in every state across the three offices through the service', async () => {
    const seeded = await rows();
    expect(new Set(seeded.map((row) => row.status))).toEqual(
      new Set(['pending', 'approved', 'disapproved', 'cancelled']),
    );
    expect(new Set(seeded.map((row) => row.office))).toEqual(
      new Set(['registrar', 'library', 'it']),
    );
  });

  it('adds nothing on the next start', async () => {
    const [before] = await sut.database.db.select({ n: count() }).from(leaveRequests);
    await sut.get<DemoSeedService>(DemoSeedService).onApplicationBootstrap();
    const [after] = await sut.database.db.select({ n: count() }).from(leaveRequests);
    expect(after!.n).toBe(before!.n);
  });
});
