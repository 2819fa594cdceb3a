import { pngNamedPdf, schedulePdf } from '@sasm/test-data';
import { count } from 'drizzle-orm';
import { files } from '../../src/modules/files/files.table.js';
import { classSchedules } from '../../src/modules/schedules/schedules.table.js';
import { storedFileCount } from './applications.js';
import type { TestApp } from './test-app.js';
import { attach, type TestClient } from './test-client.js';

export { pngNamedPdf, schedulePdf };

export const SCHEDULE_FIELDS = `id userId studentName term academicYear termLabel current uploadedAt
  replacedAt file { id url name mimeType size }`;

export const UPLOAD_SCHEDULE = `mutation Upload($input: UploadClassScheduleInput, $file: Upload!) {
  uploadClassSchedule(input: $input, file: $file) { ${SCHEDULE_FIELDS} }
}`;
export const MY_SCHEDULES = `{ myClassSchedules { ${SCHEDULE_FIELDS} } }`;
export const STUDENT_SCHEDULES = `query Schedules($userId: ID, $scholarId: ID) {
  classSchedules(userId: $userId, scholarId: $scholarId) { ${SCHEDULE_FIELDS} }
}`;
export const ONE_SCHEDULE = `query One($id: ID!) { classSchedule(id: $id) { ${SCHEDULE_FIELDS} } }`;

export interface ScheduleView {
  id: string;
  userId: string;
  term: string;
  academicYear: string;
  termLabel: string;
  current: boolean;
  replacedAt: string | null;
  file: { id: string; url: string; name: string; mimeType: string; size: number };
  [field: string]: unknown;
}

export type Upload = { buffer: Buffer; filename: string };
export type GraphqlErrors = Array<{
  message: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}>;

export const pdf = (title = 'Class Schedule'): Upload => ({
  buffer: schedulePdf({ title }),
  filename: 'schedule.pdf',
});

/** `uploadClassSchedule` as a GraphQL multipart request. */
export async function uploadGraphql(
  client: TestClient,
  file: Upload,
  input: Record<string, unknown> | null = null,
) {
  const res = await client.graphqlUpload<{ uploadClassSchedule: ScheduleView }>(
    UPLOAD_SCHEDULE,
    { input, file: null },
    [['variables.file', file]],
  );
  return { data: res.data ?? null, errors: res.errors as GraphqlErrors | undefined };
}

/** `POST /api/schedules` as multipart: the term fields as text and the file `file`. */
export function uploadRest(
  client: TestClient,
  file: Upload | undefined,
  fields: Record<string, string> = {},
) {
  return client.multipart('/api/schedules', (req) => {
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return file ? attach(req, 'file', file) : req;
  });
}

/** Uploads over GraphQL; throws on any error. */
export async function uploadSchedule(
  client: TestClient,
  input: Record<string, unknown> | null = null,
  file: Upload = pdf(),
): Promise<ScheduleView> {
  const res = await uploadGraphql(client, file, input);
  if (res.errors) throw new Error(`uploadSchedule: ${JSON.stringify(res.errors)}`);
  return res.data!.uploadClassSchedule;
}

/** File rows, schedule rows and stored blobs: what a refused upload must leave unchanged. */
export async function storedState(sut: TestApp) {
  const db = sut.database.db;
  const [fileRows] = await db.select({ n: count() }).from(files);
  const [scheduleRows] = await db.select({ n: count() }).from(classSchedules);
  return { files: fileRows!.n, schedules: scheduleRows!.n, blobs: storedFileCount(sut) };
}
