// The database statements of the writes of the application day (issue #38), as each answer's
// Server-Timing counts them: a student's submission with files, HR's steps on an application and
// a scholar's DTR day. Upper bounds, so that a statement more per write is a decision, not an
// accident. Each is measured after the same write once (caches of the calendar and the session
// warm), and PostgreSQL adds its BEGIN and COMMIT to each transaction.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/modules/mail/mail-outbox.table.js';
import { users } from '../src/modules/users/users.table.js';
import { applicationForm, submitRest } from './support/applications.js';
import { deployedTrainee, dutyDays, monthsAgo, SAVE_DAY } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { createOffice } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const OPEN = `mutation Open($id: ID!) { openApplicationReview(id: $id) { status version } }`;
const UPDATE = `mutation Update($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) { id status version }
}`;

/** HR's scheduling of an interview three days from now. */
const interview = (id: string) => ({
  id,
  status: 'interview_scheduled',
  interviewDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  interviewTime: '09:00',
  interviewLocation: 'HR Office',
});

/** The statements each write may send, besides its transaction's BEGIN and COMMIT. */
const MOST = { submit: 10, open: 5, schedule: 5, pass: 16, saveDay: 4, changeDay: 4 };

/** The queries an answer says its request ran; the answer must be a success. */
function queriesOf(res: { status: number; body: unknown; headers: Record<string, unknown> }) {
  const errors = (res.body as { errors?: unknown }).errors;
  if (res.status >= 300 || errors)
    throw new Error(`failed: ${res.status} ${JSON.stringify(res.body)}`);
  const said = /(?:^|,\s*)db;desc="(\d+) queries"/.exec(String(res.headers['server-timing']));
  if (!said) throw new Error(`no database queries in Server-Timing`);
  return Number(said[1]);
}

describe('the statements of each write of the application day', () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  /** BEGIN and COMMIT are statements of their own on PostgreSQL. */
  let transaction: number;

  beforeAll(async () => {
    sut = await createTestApp({ env: { SERVER_TIMING: 'true' } });
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut)).id;
    transaction = sut.database.kind === 'postgres' ? 2 : 0;
  });

  afterAll(async () => {
    await sut.close();
  });

  /** A client's own session read (and cached) before the request measured. */
  async function warm(client: TestClient): Promise<TestClient> {
    expect((await client.graphql('{ me { id } }')).errors).toBeUndefined();
    return client;
  }

  /** One application from submission to training: each step's queries. */
  async function applicationDay() {
    const { client } = await signedInClient(sut);
    const submitted = await submitRest(await warm(client), applicationForm());
    const id = submitted.body.application.id as string;
    const step = async (query: string, variables: Record<string, unknown>) =>
      queriesOf(await (await warm(hr)).post('/graphql', { query, variables }));
    return {
      submit: queriesOf(submitted),
      open: await step(OPEN, { id }),
      schedule: await step(UPDATE, { input: interview(id) }),
      pass: await step(UPDATE, { input: { id, status: 'passed_interview', officeId } }),
    };
  }

  it('submits with three files, opens, schedules and passes into training within the bounds', async () => {
    await applicationDay();
    const measured = await applicationDay();
    expect(measured.submit).toBeLessThanOrEqual(MOST.submit + transaction);
    expect(measured.open).toBeLessThanOrEqual(MOST.open + transaction);
    expect(measured.schedule).toBeLessThanOrEqual(MOST.schedule + transaction);
    expect(measured.pass).toBeLessThanOrEqual(MOST.pass + transaction);
  });

  it("mails the interview to the account's current address, read as the mail is queued", async () => {
    const { client, user } = await signedInClient(sut);
    const submitted = await submitRest(client, applicationForm());
    const id = submitted.body.application.id as string;
    const moved = `moved-${Date.now()}@example.com`;
    await sut.database.db.update(users).set({ email: moved }).where(eq(users.id, user.id));
    await hr.post('/graphql', { query: OPEN, variables: { id } });
    queriesOf(await hr.post('/graphql', { query: UPDATE, variables: { input: interview(id) } }));
    const [last] = await sut.database.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(last!.to).toBe(moved);
    expect(last!.subject).toMatch(/interview/i);
  });

  it("saves a scholar's DTR day, new and changed, within the bounds", async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const [first, second] = dutyDays(monthsAgo(sut, 1));
    const save = async (input: Record<string, unknown>) =>
      queriesOf(
        await (
          await warm(trainee.client)
        ).post('/graphql', { query: SAVE_DAY, variables: { input } }),
      );
    // The first day of the month makes its month's row and loads the calendar.
    await save({ workDate: first!.workDate, in1: '08:00', out1: '12:00' });

    expect(
      await save({ workDate: second!.workDate, in1: '08:00', out1: '12:00' }),
    ).toBeLessThanOrEqual(MOST.saveDay + transaction);
    expect(
      await save({ workDate: second!.workDate, in1: '08:00', out1: '12:30', expectedVersion: 1 }),
    ).toBeLessThanOrEqual(MOST.changeDay + transaction);
  });
});
