import { leaveForm } from '@sasm/test-data';
import { attach, type Attachment, type TestClient } from './test-client.js';

export { leaveForm };

export const LEAVE_FIELDS = `id scholarId userId studentName officeId officeName type typeLabel dateFrom
  dateTo days daysHours reasons name idNumber schoolDept courseYear signatureName signatureDate
  status remarks hrNote decidedByName decidedAt version createdAt allowedNextStatuses
  proof { id url name mimeType size }
  history { fromStatus toStatus comment actorName }`;

export const FILE_LEAVE = `mutation File($input: CreateLeaveRequestInput!, $proof: Upload) {
  fileLeaveRequest(input: $input, proof: $proof) { ${LEAVE_FIELDS} }
}`;
export const DECIDE_LEAVE = `mutation Decide($input: DecideLeaveRequestInput!) {
  decideLeaveRequest(input: $input) { ${LEAVE_FIELDS} }
}`;
export const CANCEL_LEAVE = `mutation Cancel($input: CancelLeaveRequestInput!) {
  cancelLeaveRequest(input: $input) { ${LEAVE_FIELDS} }
}`;
export const MY_LEAVE = `{ myLeaveRequests { ${LEAVE_FIELDS} } }`;
export const LEAVE_LIST = `query List($filter: LeaveRequestFilter, $page: Int! = 1) {
  leaveRequests(filter: $filter, page: $page) {
    items { id status studentName officeName }
    pagination { totalItems totalPages }
  }
  leaveRequestTotals { total pending approved disapproved cancelled }
}`;
export const ONE_LEAVE = `query One($id: ID!) { leaveRequest(id: $id) { ${LEAVE_FIELDS} } }`;

export interface LeaveView {
  id: string;
  status: string;
  version: number;
  allowedNextStatuses: string[];
  proof: { id: string; url: string; mimeType: string } | null;
  history: Array<{ fromStatus: string | null; toStatus: string; comment: string | null }>;
  [field: string]: unknown;
}

/** Files a leave request over GraphQL; throws on any error. */
export async function fileLeave(
  client: TestClient,
  dateFrom: string,
  overrides: Record<string, unknown> = {},
): Promise<LeaveView> {
  const res = await client.graphql<{ fileLeaveRequest: LeaveView }>(FILE_LEAVE, {
    input: leaveForm(dateFrom, overrides),
  });
  if (res.errors) throw new Error(`fileLeave: ${JSON.stringify(res.errors)}`);
  return res.data!.fileLeaveRequest;
}

/** Decides over GraphQL; throws on any error. */
export async function decideLeave(
  client: TestClient,
  input: Record<string, unknown>,
): Promise<LeaveView> {
  const res = await client.graphql<{ decideLeaveRequest: LeaveView }>(DECIDE_LEAVE, { input });
  if (res.errors) throw new Error(`decideLeave: ${JSON.stringify(res.errors)}`);
  return res.data!.decideLeaveRequest;
}

/** `fileLeaveRequest` as a GraphQL multipart request with the proof attached from `path`. */
export async function fileLeaveWithProof(
  client: TestClient,
  input: Record<string, unknown>,
  proof: Attachment,
) {
  const res = await client.graphqlUpload<{ fileLeaveRequest: LeaveView }>(
    FILE_LEAVE,
    { input, proof: null },
    [['variables.proof', proof]],
  );
  return { data: res.data ?? null, errors: res.errors };
}

/** `POST /api/leave-requests` as multipart with the fields as text and the file `proof`. */
export function fileLeaveRest(
  client: TestClient,
  form: Record<string, unknown>,
  proof?: Attachment,
) {
  return client.multipart('/api/leave-requests', (req) => {
    for (const [name, value] of Object.entries(form)) req = req.field(name, String(value));
    return proof ? attach(req, 'proof', proof) : req;
  });
}
