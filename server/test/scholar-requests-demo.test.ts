import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import { DemoScholarRequests } from '../src/modules/demo/demo-scholar-requests.js';
import { scholarRequests } from '../src/modules/scholar-requests/scholar-requests.table.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(DemoScholarRequests.name, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => sut.close());

  it('seeds two open requests and one HR has answered, through the service', async () => {
    const rows = await sut.database.db.select().from(scholarRequests);
    expect(rows.map((row) => row.status).sort()).toEqual(['open', 'open', 'partially_fulfilled']);
    const answered = rows.find((row) => row.status === 'partially_fulfilled')!;
    expect(answered).toMatchObject({ version: 2, answeredBy: expect.any(String) });
    expect(answered.answer).toMatch(/One Student Marshal/);
  });

  it('adds nothing on the next start', async () => {
    expect(await sut.get<DemoScholarRequests>(DemoScholarRequests).seed()).toBe(0);
    const [{ n }] = (await sut.database.db.select({ n: count() }).from(scholarRequests)) as [
      { n: number },
    ];
    expect(n).toBe(3);
  });
});
