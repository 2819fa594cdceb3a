import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DemoSchedules } from '../src/modules/demo/demo-schedules.js';
import { createUser, signIn } from './support/factories.js';
import { MY_SCHEDULES, type ScheduleView } from './support/schedules.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The demo seed's schedule step alone, on the demo accounts it looks for
// (the whole demo seed is exercised by demo-domains.test.ts).
describe(DemoSchedules.name, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(() => sut.close());

  it('uploads through the service for the demo accounts that have none, once', async () => {
    const student = await createUser(sut, { email: 'student@demo.local' });
    await createUser(sut, { email: 'joy.aquino@demo.local', firstname: 'Joy' });
    const demo = sut.get<DemoSchedules>(DemoSchedules);
    expect(await demo.seed()).toBe(3);
    expect(await demo.seed()).toBe(0);
    const client = sut.client();
    await signIn(client, student);
    const mine = await client.graphql<{ myClassSchedules: ScheduleView[] }>(MY_SCHEDULES);
    expect(mine.data!.myClassSchedules).toEqual([
      expect.objectContaining({
        current: true,
        file: expect.objectContaining({ mimeType: 'application/pdf' }),
      }),
    ]);
    const pdf = await client.get(mine.data!.myClassSchedules[0]!.file.url);
    expect(pdf.status).toBe(200);
  });
});
