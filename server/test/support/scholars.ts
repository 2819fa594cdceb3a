import { OfficesRepository } from '../../src/modules/offices/offices.repository.js';
import type { Office } from '../../src/modules/offices/offices.table.js';
import { submitRest } from './applications.js';
import { signedInClient } from './factories.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

let offices = 0;

/** A new office of its own (tests never share the seeded ones). */
export async function createOffice(sut: Pick<TestApp, 'get'>, name?: string): Promise<Office> {
  offices += 1;
  const code = `office-${offices}-${Math.random().toString(36).slice(2, 8)}`;
  const [office] = await sut
    .get<OfficesRepository>(OfficesRepository)
    .insertMissing([{ code, name: name ?? `Office ${offices}` }]);
  return office!;
}

export const UPDATE_STATUS = `mutation Update($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) { id status version }
}`;

/** The date `days` from today, YYYY-MM-DD in UTC (interview dates only need "not in the past"). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Moves an application along `path` through the real API as `hr`; throws on any error. */
export async function moveApplication(
  hr: TestClient,
  applicationId: string,
  path: Array<{ status: string; officeId?: string }>,
): Promise<void> {
  for (const step of path) {
    const input: Record<string, unknown> = { id: applicationId, ...step };
    if (step.status === 'interview_scheduled')
      Object.assign(input, {
        interviewDate: inDays(3),
        interviewTime: '09:00',
        interviewLocation: 'HR Office',
      });
    const res = await hr.graphql(UPDATE_STATUS, { input });
    if (res.errors) throw new Error(`${step.status}: ${JSON.stringify(res.errors)}`);
  }
}

/**
 * A student who applied and passed the interview at `officeId`, through the
 * real pipeline: a trainee with a scholars row. Returns the student's client
 * and the ids involved.
 */
export async function createTrainee(
  sut: TestApp,
  hr: TestClient,
  officeId: string,
  overrides: { firstname?: string; lastname?: string; position?: string } = {},
) {
  const student = await signedInClient(sut, {
    firstname: overrides.firstname ?? 'Tina',
    lastname: overrides.lastname ?? 'Trainee',
  });
  const submitted = await submitRest(student.client);
  if (submitted.status !== 201) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  const applicationId = submitted.body.application.id as string;
  await moveApplication(hr, applicationId, [
    { status: 'under_review' },
    { status: 'interview_scheduled' },
    { status: 'passed_interview', officeId },
  ]);
  const mine = await student.client.graphql<{ myScholar: { id: string } | null }>(
    '{ myScholar { id } }',
  );
  if (!mine.data?.myScholar) throw new Error(`no trainee: ${JSON.stringify(mine)}`);
  return { ...student, applicationId, scholarId: mine.data.myScholar.id };
}
