import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { DbContext } from '../src/db/db-context.js';
import { applicationDocumentKind } from '../src/modules/applications/applications.table.js';
import { FILE_STORAGE, type FileStorage } from '../src/modules/files/file-storage.js';
import { FileRemovalHold } from '../src/modules/files/file-removal-hold.js';
import { FilesRepository } from '../src/modules/files/files.repository.js';
import { FilesService } from '../src/modules/files/files.service.js';
import { filePurpose, type FilePurpose } from '../src/modules/files/files.table.js';
import {
  applicationForm,
  defaultFiles,
  fixture,
  submitRest,
  type RestApplication,
} from './support/applications.js';
import { dayFromToday, officeStaff } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { gradeInput, saveGrades, SLIP_IMAGE } from './support/grades.js';
import { fileLeaveRest, leaveForm } from './support/leave.js';
import { reapplicationForm, submitRestMultipart } from './support/reapplications.js';
import { pdfFor, reuploadGraphql, review, submitSix } from './support/requirements.js';
import { previewed } from './support/imports.js';
import { uploadSchedule } from './support/schedules.js';
import { createOffice, moveApplication } from './support/scholars.js';
import { storedFile } from './support/stored-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

/** Files that belong to a scholar's records (an import's belongs to HR). */
type ScholarFilePurpose = Exclude<FilePurpose, 'import'>;
const scholarPurposes = filePurpose.enumValues.filter(
  (purpose): purpose is ScholarFilePurpose => purpose !== 'import',
);

const REASSIGN = `mutation Reassign($input: ReassignScholarInput!) { reassignScholar(input: $input) { id } }`;

/** The REST application with every document the form takes. */
type FullApplication = RestApplication & { idDocument: string; signature: string };

interface Student {
  client: TestClient;
  application: FullApplication;
}

/**
 * Who reads a stored file (ARCHITECTURE §5, §8): whoever may read the record
 * it belongs to, as that record's scope stands now — a file follows its
 * record when the record changes hands. A file of no record is its owner's only.
 */
describe(`${FilesService.name} read rules`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let admin: TestClient;
  let officeA: string;
  let officeB: string;
  let staffA: TestClient;
  let staffB: TestClient;
  let otherStudent: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    admin = (await signedInClient(sut, { role: 'admin' })).client;
    officeA = (await createOffice(sut, 'Office A')).id;
    officeB = (await createOffice(sut, 'Office B')).id;
    staffA = (await officeStaff(sut, officeA)).client;
    staffB = (await officeStaff(sut, officeB)).client;
    otherStudent = (await signedInClient(sut)).client;
  });
  afterAll(() => sut.close());

  /** A student's application with all five documents, moved along `path` by HR. */
  async function applied(path: Array<{ status: string; officeId?: string }>): Promise<Student> {
    const { client } = await signedInClient(sut);
    const res = await submitRest(client, applicationForm(), {
      ...defaultFiles(),
      buffers: [
        ['idDocument', readFileSync(fixture('certificate.pdf')), 'id.pdf'],
        ['signature', readFileSync(fixture('picture-with-text.png')), 'signature.png'],
      ],
    });
    if (res.status !== 201) throw new Error(`submit: ${JSON.stringify(res.body)}`);
    const application = res.body.application as FullApplication;
    await moveApplication(hr, application.id, path);
    return { client, application };
  }

  const interviewing = () =>
    applied([{ status: 'under_review' }, { status: 'interview_scheduled' }]);

  /** An accepted scholar of `officeId` (re-application needs one). */
  const scholarOf = (officeId: string) =>
    applied([
      { status: 'under_review' },
      { status: 'interview_scheduled' },
      { status: 'passed_interview', officeId },
      { status: 'hours_completed' },
      { status: 'accepted' },
    ]);

  /**
   * A file of each purpose on its record, of `student` (a scholar for all but
   * the application's documents): typed over every purpose, so a new purpose
   * does not build until it has a row here.
   */
  const fileOf: Record<ScholarFilePurpose, (student: Student) => Promise<string>> = {
    profile_photo: async ({ application }) => application.profilePhoto,
    certificate: async ({ application }) => application.certificates[0]!,
    parent_id: async ({ application }) => application.parentID,
    id_document: async ({ application }) => application.idDocument,
    signature: async ({ application }) => application.signature,
    leave_proof: async ({ client }) => {
      const res = await fileLeaveRest(client, leaveForm(dayFromToday(sut, 10)), {
        path: fixture('certificate.pdf'),
      });
      return res.body.leaveRequest.proof as string;
    },
    requirement_document: async ({ client }) => (await submitSix(client)).items[0]!.file!.url,
    grade_slip: async ({ client }) => {
      const res = await saveGrades(client, gradeInput(sut), { path: SLIP_IMAGE });
      return res.data!.saveGradeReport.image!.url;
    },
    reapplication_grades: async ({ client }) => {
      const res = await submitRestMultipart(client, reapplicationForm('2030-2031'), {
        path: fixture('certificate.pdf'),
      });
      return res.body.reapplication.gradesFile as string;
    },
    class_schedule: async ({ client }) => (await uploadSchedule(client)).file.url,
  };

  /** The answer to GET `url` for each reader. */
  async function readers(url: string, owner: TestClient) {
    const clients = { owner, officeA: staffA, officeB: staffB, hr, admin, otherStudent };
    const statuses: Record<string, number> = {};
    for (const [name, client] of Object.entries(clients))
      statuses[name] = (await client.get(url)).status;
    statuses.anonymous = (await sut.client().get(url)).status;
    return statuses;
  }
  const always = { owner: 200, hr: 200, admin: 200, otherStudent: 404, anonymous: 401 };

  describe.each(applicationDocumentKind.enumValues)('an application document (%s)', (kind) => {
    it('is read by every office while the application is at interview, then only by the office it trains at', async () => {
      const student = await interviewing();
      const url = await fileOf[kind](student);
      expect(await readers(url, student.client)).toEqual({
        ...always,
        officeA: 200,
        officeB: 200,
      });

      await moveApplication(hr, student.application.id, [
        { status: 'passed_interview', officeId: officeA },
      ]);

      expect(await readers(url, student.client)).toEqual({
        ...always,
        officeA: 200,
        officeB: 404,
      });
    });
  });

  describe.each(scholarPurposes)('a file of purpose %s', (purpose) => {
    it('follows its scholar from one office to another', async () => {
      const student = await scholarOf(officeA);
      const url = await fileOf[purpose](student);
      expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(await readers(url, student.client)).toEqual({
        ...always,
        officeA: 200,
        officeB: 404,
      });

      const mine = await student.client.graphql<{ myScholar: { id: string } }>(
        '{ myScholar { id } }',
      );
      const moved = await hr.graphql(REASSIGN, {
        input: { id: mine.data!.myScholar.id, officeId: officeB },
      });
      expect(moved.errors).toBeUndefined();

      expect(await readers(url, student.client)).toEqual({
        ...always,
        officeA: 404,
        officeB: 200,
      });
    });
  });

  describe.each(filePurpose.enumValues)('a file of purpose %s', (purpose) => {
    it('is its owner’s only once it belongs to no record', async () => {
      const { user, client } = await signedInClient(sut);
      const file = await storedFile(sut, user.id, undefined, purpose);
      expect(await readers(`/api/files/${file.id}`, client)).toEqual({
        ...always,
        hr: 404,
        admin: 404,
        officeA: 404,
        officeB: 404,
      });
    });
  });

  it('keeps an imported spreadsheet HR’s: the programme’s people are in it', async () => {
    const file = Buffer.from('Name,Code\r\nGuidance Office,guidance\r\n');
    const imported = await previewed(hr, 'offices', file, 'offices.csv');
    expect(await readers(imported.file!, hr)).toEqual({
      ...always,
      officeA: 404,
      officeB: 404,
    });
  });

  it('keeps a replaced requirement document readable as its submission is (the item’s history)', async () => {
    const student = await scholarOf(officeA);
    const submitted = await submitSix(student.client);
    const { key, file } = submitted.items[0]!;
    await review(hr, { submissionId: submitted.id, key, status: 'needs_reupload', note: 'Blurry' });
    const replaced = await reuploadGraphql(student.client, key, pdfFor(key, 2));
    expect(replaced.errors).toBeUndefined();

    expect(await readers(file!.url, student.client)).toEqual({
      ...always,
      officeA: 200,
      officeB: 404,
    });
  });

  describe('purposes without a read rule', () => {
    /** A FilesService of the app's own parts with no rules registered yet. */
    const bare = () =>
      new FilesService(
        sut.get(FilesRepository),
        sut.get(DbContext),
        sut.get<FileStorage>(FILE_STORAGE),
        sut.get(FileRemovalHold),
      );
    const allow = async () => true;

    it('stop the server at start-up, named', () => {
      const files = bare();
      for (const purpose of filePurpose.enumValues)
        if (purpose !== 'signature' && purpose !== 'class_schedule')
          files.readableBy(purpose, allow);
      expect(() => files.onApplicationBootstrap()).toThrow(
        'No read rule for files of purpose signature, class_schedule',
      );
      files.readableBy('signature', allow);
      files.readableBy('class_schedule', allow);
      expect(() => files.onApplicationBootstrap()).not.toThrow();
    });

    it('are read by no one, not even the owner', async () => {
      const { user } = await signedInClient(sut);
      const file = await storedFile(sut, user.id, undefined, 'signature');
      const files = bare();
      await expect(files.open(file.id, user)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // Given a rule, the same file (of no record) is its owner's again.
      files.readableBy('signature', async () => false);
      const opened = await files.open(file.id, user);
      opened.stream.destroy();
      expect(opened.file.id).toBe(file.id);
    });
  });
});
