import { scholarRequestInput, type ScholarRequestInput } from '@sasm/test-data';
import { signedInClient } from './factories.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export { createOffice } from './scholars.js';

const FIELDS = `id officeId officeName requestedByName total male female scholarType notes status
  answer answeredByName answeredAt version createdAt allowedNextStatuses`;

export const CREATE_REQUEST = `mutation Create($input: CreateScholarRequestInput!) {
  createScholarRequest(input: $input) { ${FIELDS} }
}`;
export const ANSWER_REQUEST = `mutation Answer($input: AnswerScholarRequestInput!) {
  answerScholarRequest(input: $input) { ${FIELDS} }
}`;
export const CANCEL_REQUEST = `mutation Cancel($input: CancelScholarRequestInput!) {
  cancelScholarRequest(input: $input) { ${FIELDS} }
}`;
export const REQUEST = `query Request($id: ID!) {
  scholarRequest(id: $id) { ${FIELDS} history { fromStatus toStatus comment actorName } }
}`;
export const REQUESTS = `query Requests($filter: ScholarRequestFilter, $page: Int!, $limit: Int!) {
  scholarRequests(filter: $filter, page: $page, limit: $limit) {
    items { id officeName status total }
    pagination { currentPage totalPages totalItems hasPrevPage hasNextPage }
  }
}`;

export interface RequestFields {
  id: string;
  officeId: string;
  officeName: string;
  status: string;
  version: number;
  answer: string | null;
  allowedNextStatuses: string[];
  [field: string]: unknown;
}

/** Office staff of `officeId`, signed in. */
export function officeStaff(sut: TestApp, officeId: string, names: { firstname?: string } = {}) {
  return signedInClient(sut, { role: 'office', officeId, lastname: 'Staff', ...names });
}

/** A request made by `office` through GraphQL; throws on any error. */
export async function createRequest(
  office: TestClient,
  overrides: Parameters<typeof scholarRequestInput>[0] = {},
): Promise<RequestFields> {
  const res = await office.graphql<{ createScholarRequest: RequestFields }>(CREATE_REQUEST, {
    input: scholarRequestInput(overrides),
  });
  if (!res.data?.createScholarRequest) throw new Error(`create: ${JSON.stringify(res.errors)}`);
  return res.data.createScholarRequest;
}

/** HR's answer through GraphQL; throws on any error. */
export async function answerRequest(
  hr: TestClient,
  input: { id: string; status: string; answer?: string; expectedVersion?: number },
): Promise<RequestFields> {
  const res = await hr.graphql<{ answerScholarRequest: RequestFields }>(ANSWER_REQUEST, { input });
  if (!res.data?.answerScholarRequest) throw new Error(`answer: ${JSON.stringify(res.errors)}`);
  return res.data.answerScholarRequest;
}

/** The field messages of a refused GraphQL call. */
export const fieldsOf = (res: { errors?: Array<{ extensions?: { fields?: unknown } }> }) =>
  res.errors?.[0]?.extensions?.fields;

export const codeOf = (res: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  res.errors?.[0]?.extensions?.code;

export type { ScholarRequestInput };
