import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DemoGrades } from '../src/modules/demo/demo-grades.js';
import { createUser, signIn } from './support/factories.js';
import { currentTerm, MY_GRADES, type GradeReportView } from './support/grades.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(`${DemoGrades.name} (demo grade reports)`, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(() => sut.close());

  it('saves the demo student’s two terms through the service, with the slip image, once', async () => {
    const user = await createUser(sut, { email: 'student@demo.local' });
    const seeded = await sut.get<DemoGrades>(DemoGrades).seed();
    expect(seeded).toBe(2);
    expect(await sut.get<DemoGrades>(DemoGrades).seed()).toBe(0);

    const client = sut.client();
    await signIn(client, user);
    const mine = await client.graphql<{ myGradeReports: GradeReportView[] }>(MY_GRADES);
    const [latest, earlier] = mine.data!.myGradeReports;
    expect(latest).toMatchObject({ ...currentTerm(sut), generalAverage: 88.43 });
    expect(latest!.rows).toHaveLength(7);
    expect(earlier!.generalAverage).toBe(86.9);
    const image = await client.get(latest!.image!.url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});
