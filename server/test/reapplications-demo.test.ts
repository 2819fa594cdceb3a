import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DemoReapplications } from '../src/modules/demo/demo-reapplications.js';
import { reapplications } from '../src/modules/reapplications/reapplications.table.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The demo's re-applications on a fresh seeded start (the lead may fold this into
// demo-domains.test.ts, which shares one seed between domains).
let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ env: { SEED_DEMO: 'true' } });
}, 120_000);

afterAll(() => sut.close());

describe(DemoReapplications.name, () => {
  it('submits this term’s re-applications through the service: one pending, one under review, one accepted', async () => {
    const rows = await sut.database.db.select().from(reapplications);
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'pending', 'under_review']);
  });

  it('adds nothing on the next start', async () => {
    const hr = (await sut.get<UsersRepository>(UsersRepository).findByEmail('hr@demo.local'))!;
    expect(await sut.get<DemoReapplications>(DemoReapplications).seed(hr)).toBe(0);
  });
});
