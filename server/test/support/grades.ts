import { count } from 'drizzle-orm';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { termOf, previousTerm, type AcademicTerm } from '../../src/common/academic-term.js';
import { todayIn } from '../../src/common/university-time.js';
import { files } from '../../src/modules/files/files.table.js';
import type { TestApp } from './test-app.js';
import { attach, type Attachment, type TestClient } from './test-client.js';

export const GRADE_REPORT_FIELDS = `id userId studentName term academicYear termLabel generalAverage version
  rows { subject faculty one two final units status }
  meta { level date enrolledBy program averages }
  image { id url name mimeType }`;
export const SAVE_GRADES = `mutation Save($input: SaveGradeReportInput!, $image: Upload) {
  saveGradeReport(input: $input, image: $image) { ${GRADE_REPORT_FIELDS} } }`;
export const MY_GRADES = `{ myGradeReports { ${GRADE_REPORT_FIELDS} } }`;
export const ONE_GRADES = `query One($id: ID!) { gradeReport(id: $id) { ${GRADE_REPORT_FIELDS} } }`;
export const SCHOLAR_GRADES = `query Of($scholarId: ID, $userId: ID) {
  gradeReports(scholarId: $scholarId, userId: $userId) { ${GRADE_REPORT_FIELDS} } }`;

/** A slip made by client/scripts/generate-grade-slips.mjs. */
export const SLIP_IMAGE = fileURLToPath(
  new URL('../../../client/e2e/fixtures/grades/bsit-first-2026-1x.png', import.meta.url),
);
export const serverFixture = (name: string) =>
  join(fileURLToPath(new URL('..', import.meta.url)), 'fixtures', name);

export interface GradeReportView {
  id: string;
  userId: string;
  term: string;
  academicYear: string;
  termLabel: string;
  generalAverage: number | null;
  version: number;
  rows: Array<Record<string, unknown>>;
  meta: Record<string, string | null>;
  image: { id: string; url: string; mimeType: string } | null;
}

export type { Attachment };

export function currentTerm(sut: TestApp): AcademicTerm {
  return termOf(todayIn(sut.config.timeZone));
}
export const termBefore = (sut: TestApp) => previousTerm(currentTerm(sut));

export const gradeRow = (overrides: Record<string, unknown> = {}) => ({
  subject: 'IT 311 Web Systems',
  faculty: 'DELA CRUZ, J.',
  one: 88,
  two: 90,
  final: 89,
  units: 3,
  status: 'Passed',
  ...overrides,
});

export const gradeInput = (sut: TestApp, overrides: Record<string, unknown> = {}) => ({
  ...currentTerm(sut),
  rows: [gradeRow(), gradeRow({ subject: 'GE 104 Ethics', faculty: 'SANTOS, L.', final: 87 })],
  generalAverage: 88,
  meta: { program: 'BS Information Technology', level: '3rd Year' },
  ...overrides,
});

/** `saveGradeReport` as GraphQL (multipart when an image is attached). */
export async function saveGrades(
  client: TestClient,
  input: Record<string, unknown>,
  image?: Attachment,
) {
  type Saved = { saveGradeReport: GradeReportView };
  const res = image
    ? await client.graphqlUpload<Saved>(SAVE_GRADES, { input, image: null }, [
        ['variables.image', image],
      ])
    : await client.graphql<Saved>(SAVE_GRADES, { input });
  return { data: res.data ?? null, errors: res.errors };
}

/** `POST /api/grade-reports` as multipart: fields as text, rows and meta as JSON, the file `image`. */
export function saveGradesRest(
  client: TestClient,
  input: Record<string, unknown>,
  image?: Attachment,
) {
  return client.multipart('/api/grade-reports', (req) => {
    for (const [name, value] of Object.entries(input)) {
      if (value === undefined) continue;
      req = req.field(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return image ? attach(req, 'image', image) : req;
  });
}

export async function fileRowCount(sut: TestApp): Promise<number> {
  const [row] = await sut.database.db.select({ n: count() }).from(files);
  return row!.n;
}
