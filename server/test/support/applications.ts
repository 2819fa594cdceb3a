import { count } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { applicationForm as validForm, multipartFields } from '@sasm/test-data';
import type request from 'supertest';
import { serverRoot } from '../../src/config/paths.js';
import { applications } from '../../src/modules/applications/applications.table.js';
import { files } from '../../src/modules/files/files.table.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

/** The REST facade's application document (the fields tests read). */
export interface RestApplication {
  id: string;
  _id: string;
  status: string;
  email: string;
  profilePhoto: string;
  certificates: string[];
  parentID: string;
}

export const fixture = (name: string) => join(serverRoot, 'test', 'fixtures', name);

/**
 * A complete, valid application form (the GraphQL input shape), typed loosely
 * so a test may break it any way (wrong types, `delete form.relatives`).
 */
export const applicationForm = (overrides: Record<string, unknown> = {}): Record<string, unknown> =>
  validForm(overrides);

export interface FormFiles {
  profilePhoto?: string;
  certificates?: string[];
  parentId?: string;
  /** Attach raw bytes instead of a fixture: [field, buffer, filename]. */
  buffers?: Array<[string, Buffer, string]>;
}

export const defaultFiles = (): FormFiles => ({
  profilePhoto: fixture('photo-with-exif.jpg'),
  certificates: [fixture('certificate.pdf')],
  parentId: fixture('picture-with-text.png'),
});

/** POST /api/applications the way the spec's client does (A§7): every field text, lists as JSON. */
export function submitRest(
  client: TestClient,
  form: Record<string, unknown> = applicationForm(),
  files: FormFiles = defaultFiles(),
) {
  return client.multipart('/api/applications', (req: request.Test) => {
    for (const [name, value] of Object.entries(multipartFields(form))) req = req.field(name, value);
    if (files.profilePhoto) req = req.attach('profilePhoto', files.profilePhoto);
    for (const certificate of files.certificates ?? [])
      req = req.attach('certificates', certificate);
    if (files.parentId) req = req.attach('parentID', files.parentId);
    for (const [field, buffer, filename] of files.buffers ?? [])
      req = req.attach(field, buffer, filename);
    return req;
  });
}

const SUBMIT = `mutation Submit($input: SubmitApplicationInput!, $profilePhoto: Upload, $certificates: [Upload!], $parentId: Upload) {
  submitApplication(input: $input, profilePhoto: $profilePhoto, certificates: $certificates, parentId: $parentId) {
    id status version email firstName fatherName fatherNameUnknown seminars { title } relatives { name }
    documents { kind file { id url name mimeType size } }
  }
}`;

/** submitApplication over the GraphQL multipart request spec, as apollo-upload-client sends it. */
export async function submitGraphql(
  client: TestClient,
  form: Record<string, unknown> = applicationForm(),
  files: FormFiles = defaultFiles(),
) {
  const attachments: Array<[string, string]> = [];
  const map: Record<string, string[]> = {};
  const add = (variable: string, path?: string) => {
    if (!path) return;
    const key = String(attachments.length);
    attachments.push([key, path]);
    map[key] = [`variables.${variable}`];
  };
  add('profilePhoto', files.profilePhoto);
  (files.certificates ?? []).forEach((path, index) => add(`certificates.${index}`, path));
  add('parentId', files.parentId);
  const variables = {
    input: form,
    profilePhoto: null,
    certificates: (files.certificates ?? []).map(() => null),
    parentId: null,
  };
  const res = await client.multipart('/graphql', (req: request.Test) => {
    req = req
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: SUBMIT, variables }))
      .field('map', JSON.stringify(map));
    for (const [key, path] of attachments) req = req.attach(key, path);
    return req;
  });
  return {
    status: res.status,
    data: res.body.data as { submitApplication: Record<string, unknown> } | null,
    errors: res.body.errors as
      | Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
      | undefined,
  };
}

/** How many files the app holds in storage (0 before the first upload). */
export function storedFileCount(sut: Pick<TestApp, 'config'>): number {
  try {
    return readdirSync(sut.config.uploadsDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
}

/** How many application rows and file rows the database holds. */
export async function applicationRowCounts(sut: Pick<TestApp, 'database'>) {
  const [apps] = await sut.database.db.select({ n: count() }).from(applications);
  const [stored] = await sut.database.db.select({ n: count() }).from(files);
  return { applications: apps!.n, files: stored!.n };
}
