import { REQUIREMENT_DOCUMENTS, requirementFile, type RequirementKeyValue } from '@sasm/test-data';
import { existsSync, readdirSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { files } from '../../src/modules/files/files.table.js';
import {
  requirementItems,
  requirementSubmissions,
} from '../../src/modules/requirements/requirements.table.js';
import type { TestApp } from './test-app.js';
import { attach, type TestClient } from './test-client.js';

export { REQUIREMENT_DOCUMENTS };
export const KEYS = REQUIREMENT_DOCUMENTS.map((doc) => doc.key);

export type Upload = { buffer: Buffer; filename: string };

export const SUBMISSION_FIELDS = `id userId studentName studentEmail status submittedAt itemsCount approvedCount version
  items { id key label status note reviewedByName reviewedAt version
    file { id url name mimeType size }
    history { kind fromStatus toStatus note actorName file { url } } }`;
export const MY_SUBMISSION = `{ myRequirementSubmission { ${SUBMISSION_FIELDS} } }`;
export const ONE_SUBMISSION = `query One($id: ID!) { requirementSubmission(id: $id) { ${SUBMISSION_FIELDS} } }`;
export const SUBMISSION_LIST = `query List($filter: RequirementSubmissionFilter, $page: Int! = 1) {
  requirementSubmissions(filter: $filter, page: $page) {
    items { id studentName status itemsCount approvedCount }
    pagination { totalItems totalPages }
  }
}`;
export const SUBMIT = `mutation Submit($documents: [RequirementDocumentKey!]!, $files: [Upload!]!) {
  submitRequirements(documents: $documents, files: $files) { ${SUBMISSION_FIELDS} }
}`;
export const REUPLOAD = `mutation Reupload($key: RequirementDocumentKey!, $file: Upload!, $expectedVersion: Int) {
  reuploadRequirement(key: $key, file: $file, expectedVersion: $expectedVersion) { ${SUBMISSION_FIELDS} }
}`;
export const REVIEW = `mutation Review($input: ReviewRequirementItemInput!) {
  reviewRequirementItem(input: $input) { ${SUBMISSION_FIELDS} }
}`;

export interface ItemView {
  id: string;
  key: RequirementKeyValue;
  label: string;
  status: string;
  note: string | null;
  version: number;
  file: { id: string; url: string; name: string; mimeType: string } | null;
  history: Array<{
    kind: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    file: { url: string } | null;
  }>;
}
export interface SubmissionView {
  id: string;
  status: string;
  version: number;
  items: ItemView[];
  [field: string]: unknown;
}

type GqlErrors =
  | Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
  | undefined;

/** A genuine small PDF for `key`. */
export function pdfFor(key: RequirementKeyValue, version = 1): Upload {
  const file = requirementFile(key, version);
  return { buffer: Buffer.from(file.text, 'latin1'), filename: file.name };
}

/** The six documents as PDFs, with `overrides` replacing (or, as null, leaving out) some. */
export function sixFiles(
  overrides: Partial<Record<RequirementKeyValue, Upload | null>> = {},
): Partial<Record<RequirementKeyValue, Upload>> {
  const all: Partial<Record<RequirementKeyValue, Upload>> = {};
  for (const key of KEYS) {
    const override = overrides[key];
    if (override === null) continue;
    all[key] = override ?? pdfFor(key);
  }
  return all;
}

/** `submitRequirements` as a GraphQL multipart request. */
export async function submitGraphql(
  client: TestClient,
  uploads: Partial<Record<RequirementKeyValue, Upload>>,
) {
  const entries = Object.entries(uploads) as Array<[RequirementKeyValue, Upload]>;
  const variables = { documents: entries.map(([key]) => key), files: entries.map(() => null) };
  const res = await client.graphqlUpload<{ submitRequirements: SubmissionView }>(
    SUBMIT,
    variables,
    entries.map(([, upload], i) => [`variables.files.${i}`, upload]),
  );
  return { data: res.data ?? null, errors: res.errors as GqlErrors };
}

/** `POST /api/requirements` with one file field per document. */
export function submitRest(
  client: TestClient,
  uploads: Partial<Record<RequirementKeyValue, Upload>>,
) {
  return client.multipart('/api/requirements', (req) => {
    for (const [key, upload] of Object.entries(uploads) as Array<[string, Upload]>)
      req = attach(req, key, upload);
    return req;
  });
}

/** Submits the six PDFs over GraphQL; throws on any error. */
export async function submitSix(client: TestClient): Promise<SubmissionView> {
  const res = await submitGraphql(client, sixFiles());
  if (res.errors) throw new Error(`submitSix: ${JSON.stringify(res.errors)}`);
  return res.data!.submitRequirements;
}

/** `reuploadRequirement` as a GraphQL multipart request. */
export async function reuploadGraphql(
  client: TestClient,
  key: RequirementKeyValue,
  upload: Upload,
  expectedVersion?: number,
) {
  const res = await client.graphqlUpload<{ reuploadRequirement: SubmissionView }>(
    REUPLOAD,
    { key, file: null, expectedVersion },
    [['variables.file', upload]],
  );
  return { data: res.data ?? null, errors: res.errors as GqlErrors };
}

/** `PUT /api/requirements/mine/items/:key` as multipart with the file under `file`. */
export function reuploadRest(client: TestClient, key: string, upload: Upload) {
  return client.multipart(
    `/api/requirements/mine/items/${key}`,
    (req) => attach(req, 'file', upload),
    'put',
  );
}

/** Reviews one item over GraphQL; throws on any error. */
export async function review(
  client: TestClient,
  input: Record<string, unknown>,
): Promise<SubmissionView> {
  const res = await client.graphql<{ reviewRequirementItem: SubmissionView }>(REVIEW, { input });
  if (res.errors) throw new Error(`review: ${JSON.stringify(res.errors)}`);
  return res.data!.reviewRequirementItem;
}

export const itemOf = (submission: SubmissionView, key: RequirementKeyValue) =>
  submission.items.find((item) => item.key === key)!;

/** What a student has stored: requirement rows, file rows of theirs, and bytes under the uploads dir. */
export async function storedFor(sut: Pick<TestApp, 'database'>, userId: string) {
  const db = sut.database.db;
  const [[submissions], [fileRows], [items]] = await Promise.all([
    db
      .select({ n: count() })
      .from(requirementSubmissions)
      .where(eq(requirementSubmissions.userId, userId)),
    db.select({ n: count() }).from(files).where(eq(files.ownerId, userId)),
    db
      .select({ n: count() })
      .from(requirementItems)
      .innerJoin(
        requirementSubmissions,
        eq(requirementSubmissions.id, requirementItems.submissionId),
      )
      .where(eq(requirementSubmissions.userId, userId)),
  ]);
  return { submissions: submissions!.n, files: fileRows!.n, items: items!.n };
}

/** Every file under the uploads directory (temporary ones included). */
export function storedBytes(sut: Pick<TestApp, 'config'>): string[] {
  if (!existsSync(sut.config.uploadsDir)) return [];
  return readdirSync(sut.config.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}
