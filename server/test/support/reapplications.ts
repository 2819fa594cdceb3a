import { reapplicationForm } from '@sasm/test-data';
import { eq } from 'drizzle-orm';
import { scholars } from '../../src/modules/scholars/scholars.table.js';
import { monthsAgo, type Trainee } from './dtr.js';
import { createTrainee, moveApplication } from './scholars.js';
import type { TestApp } from './test-app.js';
import { attach, type Attachment, type TestClient } from './test-client.js';

export { reapplicationForm };

export const REAPPLICATION_FIELDS = `id scholarId userId studentName studentEmail officeId officeName
  program name idNumber schoolDept courseYear effectivityDate yearsInService term academicYear
  termLabel reasons signatureName signatureDate status hrComments decidedByName decidedAt version
  createdAt allowedNextStatuses gradesFile { id url mimeType }
  gradeReport { id termLabel generalAverage }
  history { fromStatus toStatus comment actorName }`;

export const SUBMIT_REAPPLICATION = `mutation Submit($input: SubmitReapplicationInput!, $grades: Upload) {
  submitReapplication(input: $input, grades: $grades) { ${REAPPLICATION_FIELDS} }
}`;
export const DECIDE_REAPPLICATION = `mutation Decide($input: DecideReapplicationInput!) {
  decideReapplication(input: $input) { ${REAPPLICATION_FIELDS} }
}`;
export const MY_REAPPLICATIONS = `{ myReapplications { ${REAPPLICATION_FIELDS} } }`;
export const ONE_REAPPLICATION = `query One($id: ID!) { reapplication(id: $id) {
  ${REAPPLICATION_FIELDS}
  facts { officeName hoursTermLabel confirmedHours latestEvaluationScore latestEvaluationTerm
    latestGeneralAverage latestGradesTerm }
} }`;
export const REAPPLICATION_LIST = `query List($filter: ReapplicationFilter, $page: Int! = 1) {
  reapplications(filter: $filter, page: $page) {
    items { id status studentName program termLabel }
    pagination { totalItems totalPages }
  }
}`;
export const FORM_DEFAULTS = `{ reapplicationFormDefaults { name idNumber schoolDept courseYear
  effectivityDate yearsInService term academicYear signatureName signatureDate } }`;

export interface ReapplicationView {
  id: string;
  status: string;
  version: number;
  allowedNextStatuses: string[];
  gradesFile: { id: string; url: string; mimeType: string } | null;
  gradeReport: { id: string; termLabel: string; generalAverage: number | null } | null;
  history: Array<{ fromStatus: string | null; toStatus: string; comment: string | null }>;
  [field: string]: unknown;
}

/**
 * An accepted scholar of `officeId` through the real pipeline (passed at that
 * office, hours completed, accepted), deployed since `startedOn` (default: the
 * first day of the month three months ago).
 */
export async function acceptedScholar(
  sut: TestApp,
  hr: TestClient,
  officeId: string,
  options: { firstname?: string; lastname?: string; startedOn?: string; position?: string } = {},
): Promise<Trainee> {
  const trainee = await createTrainee(sut, hr, officeId, options);
  await moveApplication(hr, trainee.applicationId, [
    { status: 'hours_completed' },
    { status: 'accepted' },
  ]);
  await sut.database.db
    .update(scholars)
    .set({
      startedOn: options.startedOn ?? `${monthsAgo(sut, 3)}-01`,
      // createTrainee applies for the default position; the program is the scholarship.
      ...(options.position ? { program: options.position as 'student_marshal' } : {}),
    })
    .where(eq(scholars.id, trainee.scholarId));
  return trainee as Trainee;
}

/** Submits over GraphQL; throws on any error. */
export async function submitReapplication(
  client: TestClient,
  academicYear: string,
  overrides: Record<string, unknown> = {},
): Promise<ReapplicationView> {
  const res = await client.graphql<{ submitReapplication: ReapplicationView }>(
    SUBMIT_REAPPLICATION,
    { input: reapplicationForm(academicYear, overrides) },
  );
  if (res.errors) throw new Error(`submitReapplication: ${JSON.stringify(res.errors)}`);
  return res.data!.submitReapplication;
}

/** Decides over GraphQL; throws on any error. */
export async function decideReapplication(
  client: TestClient,
  input: Record<string, unknown>,
): Promise<ReapplicationView> {
  const res = await client.graphql<{ decideReapplication: ReapplicationView }>(
    DECIDE_REAPPLICATION,
    { input },
  );
  if (res.errors) throw new Error(`decideReapplication: ${JSON.stringify(res.errors)}`);
  return res.data!.decideReapplication;
}

/** `submitReapplication` as a GraphQL multipart request with the grades attached. */
export async function submitWithGrades(
  client: TestClient,
  input: Record<string, unknown>,
  grades: Attachment,
) {
  const res = await client.graphqlUpload<{ submitReapplication: ReapplicationView }>(
    SUBMIT_REAPPLICATION,
    { input, grades: null },
    [['variables.grades', grades]],
  );
  return { data: res.data ?? null, errors: res.errors };
}

/** `POST /api/reapplications` as multipart with the fields as text and the file `grades`. */
export function submitRestMultipart(
  client: TestClient,
  form: Record<string, unknown>,
  grades?: Attachment,
) {
  return client.multipart('/api/reapplications', (req) => {
    for (const [name, value] of Object.entries(form)) req = req.field(name, String(value));
    return grades ? attach(req, 'grades', grades) : req;
  });
}
