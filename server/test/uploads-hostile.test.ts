import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { multipartFields } from '@sasm/test-data';
import { applications } from '../src/modules/applications/applications.table.js';
import { files } from '../src/modules/files/files.table.js';
import { applicationForm, fixture, storedFileCount } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { hostileFiles, type HostileFile } from './support/hostile-files.js';
import { multipartBody, sendMultipart, type Part } from './support/raw-upload.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SUBMIT = `mutation Submit($input: SubmitApplicationInput!, $profilePhoto: Upload, $certificates: [Upload!], $parentId: Upload) {
  submitApplication(input: $input, profilePhoto: $profilePhoto, certificates: $certificates, parentId: $parentId) {
    documents { kind file { url } }
  }
}`;

const photo = (): Part => ({
  name: 'profilePhoto',
  filename: 'photo.jpg',
  type: 'image/jpeg',
  bytes: readFileSync(fixture('photo-with-exif.jpg')),
});
const parentId = (name: string): Part => ({
  name,
  filename: 'id.png',
  type: 'image/png',
  bytes: readFileSync(fixture('picture-with-text.png')),
});
const certificate = (file: HostileFile, name: string): Part => ({
  name,
  filename: file.filename,
  type: file.type,
  bytes: file.bytes,
});

interface Answer {
  message?: string;
  fields?: Record<string, string>;
  certificateUrl?: string;
}

/** The A§7 multipart form over REST, the certificate under test among the files. */
async function overRest(
  sut: TestApp,
  client: Parameters<typeof sendMultipart>[1],
  file: HostileFile,
): Promise<Answer> {
  const fields = Object.entries(multipartFields(applicationForm())).map(([name, value]) => ({
    name,
    value,
  }));
  const body = multipartBody([
    ...fields,
    photo(),
    certificate(file, 'certificates'),
    parentId('parentID'),
  ]);
  const res = (await sendMultipart(sut.url, client, '/api/applications', body))!;
  const json = JSON.parse(res.body) as {
    message?: string;
    fields?: Record<string, string>;
    application?: { certificates: string[] };
  };
  return {
    message: res.status === 400 ? json.message : undefined,
    fields: json.fields,
    certificateUrl: json.application?.certificates[0],
  };
}

/** The same form as apollo-upload-client sends it. */
async function overGraphql(
  sut: TestApp,
  client: Parameters<typeof sendMultipart>[1],
  file: HostileFile,
): Promise<Answer> {
  const variables = {
    input: applicationForm(),
    profilePhoto: null,
    certificates: [null],
    parentId: null,
  };
  const body = multipartBody([
    { name: 'operations', value: JSON.stringify({ query: SUBMIT, variables }) },
    {
      name: 'map',
      value: JSON.stringify({
        0: ['variables.profilePhoto'],
        1: ['variables.certificates.0'],
        2: ['variables.parentId'],
      }),
    },
    { ...photo(), name: '0' },
    certificate(file, '1'),
    parentId('2'),
  ]);
  const res = (await sendMultipart(sut.url, client, '/graphql', body, {
    headers: { 'apollo-require-preflight': 'true' },
  }))!;
  const json = JSON.parse(res.body) as {
    data?: {
      submitApplication: { documents: Array<{ kind: string; file: { url: string } }> };
    } | null;
    errors?: Array<{ message: string; extensions?: { fields?: Record<string, string> } }>;
  };
  const error = json.errors?.[0];
  return {
    message: error?.message,
    fields: error?.extensions?.fields,
    certificateUrl: json.data?.submitApplication.documents.find((d) => d.kind === 'certificate')
      ?.file.url,
  };
}

const MESSAGES = {
  wrongType: (name: string) => `Certificate "${name}" must be an image or a PDF.`,
  empty: (name: string) => `Certificate "${name}" is empty.`,
  tooBig: (name: string) => `Certificate "${name}" exceeds the 5MB limit.`,
};

/** RFC 5987 encoding, as `filename*` carries it. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

describe('hostile certificate uploads', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('has at least 25 cases', () => {
    expect(hostileFiles.length).toBeGreaterThanOrEqual(25);
  });

  describe.each([
    ['REST', overRest],
    ['GraphQL', overGraphql],
  ] as const)('over %s', (_transport, send) => {
    it.each(hostileFiles.map((file) => [file.case, file] as const))('%s', async (_case, file) => {
      const { user, client } = await signedInClient(sut);
      const storedBefore = storedFileCount(sut);
      const answer = await send(sut, client, file);

      if ('refused' in file.outcome) {
        const message = MESSAGES[file.outcome.refused](file.filename);
        expect(answer.fields?.['certificates.0']).toBe(message);
        expect(await sut.database.db.$count(files, eq(files.ownerId, user.id))).toBe(0);
        expect(await sut.database.db.$count(applications, eq(applications.userId, user.id))).toBe(
          0,
        );
        expect(storedFileCount(sut)).toBe(storedBefore);
        return;
      }

      expect(answer.message).toBeUndefined();
      const { mime, name, fallback, stripped } = file.outcome;
      const res = await client.get(`${answer.certificateUrl!}?download=1`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(mime);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`,
      );
      if (stripped) expect(Buffer.from(res.body as Buffer).includes(stripped)).toBe(false);
    });
  });
});
