import type { ImportCells, ImportKind } from '../../src/modules/imports/import-kinds.js';
import { sampleCsv, scholarCells } from '../../src/modules/imports/import-samples.js';
import type { TestClient } from './test-client.js';

export const IMPORT_FIELDS = `id kind fileName file status uploadedBy createCount updateCount unchangedCount
  errorCount appliedBy appliedAt sendMail createdRows updatedRows unchangedRows rowsDone rowsTotal
  cancelRequested note errorFile`;

export const PREVIEW = `mutation Preview($input: PreviewImportInput!, $file: Upload!) {
  previewImport(input: $input, file: $file) { ${IMPORT_FIELDS} }
}`;
export const APPLY = `mutation Apply($input: ApplyImportInput!) { applyImport(input: $input) { ${IMPORT_FIELDS} } }`;
export const CANCEL = `mutation Cancel($id: ID!) { cancelImport(id: $id) { ${IMPORT_FIELDS} } }`;
export const ONE = `query One($id: ID!, $action: ImportRowAction!, $limit: Int) {
  import(id: $id) { ${IMPORT_FIELDS}
    rows(action: $action, limit: $limit) { items { row action label changes errors { column header message } } pagination { totalItems } } }
}`;

export interface ImportAnswer {
  id: string;
  kind: ImportKind;
  fileName: string;
  file: string | null;
  status: string;
  uploadedBy: string | null;
  createCount: number;
  updateCount: number;
  unchangedCount: number;
  errorCount: number;
  appliedBy: string | null;
  appliedAt: string | null;
  sendMail: boolean;
  createdRows: number;
  updatedRows: number;
  unchangedRows: number;
  rowsDone: number;
  rowsTotal: number;
  cancelRequested: boolean;
  note: string | null;
  errorFile: string | null;
}

export interface ImportRowAnswer {
  row: number;
  action: string;
  label: string;
  changes: string[];
  errors: Array<{ column: string; header: string; message: string }>;
}

/** The dry run of `file` over GraphQL. */
export function previewGraphql(client: TestClient, kind: ImportKind, file: Buffer, name: string) {
  return client.graphqlUpload<{ previewImport: ImportAnswer }>(
    PREVIEW,
    { input: { kind }, file: null },
    [['variables.file', { buffer: file, filename: name }]],
  );
}

/** The dry run of `file` over REST (multipart `kind` and `file`). */
export function previewRest(client: TestClient, kind: string, file: Buffer, name: string) {
  return client.multipart('/api/imports', (req) =>
    req.field('kind', kind).attach('file', file, name),
  );
}

/** A dry run that must succeed, over GraphQL. */
export async function previewed(
  client: TestClient,
  kind: ImportKind,
  file: Buffer,
  name = `${kind}.csv`,
): Promise<ImportAnswer> {
  const res = await previewGraphql(client, kind, file, name);
  if (!res.data?.previewImport) throw new Error(`previewImport: ${JSON.stringify(res.errors)}`);
  return res.data.previewImport;
}

/** Applies over GraphQL; fails the test unless it answers. */
export async function applied(
  client: TestClient,
  id: string,
  flags: { sendInvitations?: boolean; sendPasswordEmails?: boolean } = {},
): Promise<ImportAnswer> {
  const res = await client.graphql<{ applyImport: ImportAnswer }>(APPLY, {
    input: { id, ...flags },
  });
  if (!res.data?.applyImport) throw new Error(`applyImport: ${JSON.stringify(res.errors)}`);
  return res.data.applyImport;
}

/** The import and one page of its rows of `action`. */
export async function importOf(client: TestClient, id: string, action = 'error', limit = 100) {
  const res = await client.graphql<{
    import: ImportAnswer & {
      rows: { items: ImportRowAnswer[]; pagination: { totalItems: number } };
    };
  }>(ONE, { id, action, limit });
  if (!res.data?.import) throw new Error(`import: ${JSON.stringify(res.errors)}`);
  return res.data.import;
}

/** Waits until a batch apply is over. */
export async function settled(client: TestClient, id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await importOf(client, id);
    if (found.status !== 'applying') return found;
    if (Date.now() > until) throw new Error(`import ${id} still applying`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Scholars' rows from the samples, made this test's own: its offices and e-mails tagged. */
export function ownScholars(
  count: number,
  seed: number,
  tag: string,
): Array<ImportCells<'scholars'>> {
  return scholarCells(count, seed).map((cells) => ({
    ...cells,
    office: `${cells.office} ${tag}`,
    email: cells.email.replace('@', `.${tag}@`),
  }));
}

/** The offices those rows name, as an offices file's rows. */
export function officesOf(rows: Array<{ office: string }>): Array<ImportCells<'offices'>> {
  const names = [...new Set(rows.map((row) => row.office))];
  return names.map((name) => ({ name, code: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') }));
}

/** Students' rows (e-mail, names, a gender) from the same samples. */
export function ownStudents(count: number, seed: number, tag: string) {
  const genders = ['Female', 'Male', '', 'female'];
  return ownScholars(count, seed, tag).map((cells, i): ImportCells<'students'> => ({
    email: cells.email,
    firstname: cells.firstname,
    lastname: cells.lastname,
    gender: genders[i % genders.length]!,
  }));
}

/** Office staff rows for these offices. */
export function ownStaff(count: number, seed: number, tag: string) {
  return ownScholars(count, seed, tag).map((cells): ImportCells<'office_staff'> => ({
    email: cells.email,
    firstname: cells.firstname,
    lastname: cells.lastname,
    office: cells.office,
  }));
}

/** Makes the offices these rows name (an offices import, applied). */
export async function importOffices(client: TestClient, rows: Array<{ office: string }>) {
  const file = sampleCsv('offices', officesOf(rows));
  const preview = await previewed(client, 'offices', file);
  await applied(client, preview.id);
  return settled(client, preview.id);
}

/** A tag unique to this run of a test: offices and e-mails carry it. */
export const uniqueTag = () =>
  `t${(Date.now() % 1e8).toString(36)}${Math.floor(Math.random() * 1e3)}`;
