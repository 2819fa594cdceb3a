// On both databases in CI: versioned reviews and re-uploads, whose guarded writes lock rows across connections.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RequirementKeyValue } from '@sasm/test-data';
import { eq } from 'drizzle-orm';
import { FilesService } from '../../src/modules/files/files.service.js';
import { REQUIREMENT_MESSAGES as M } from '../../src/modules/requirements/requirement-documents.js';
import type { SubmissionView } from '../../src/modules/requirements/requirements.repository.js';
import { RequirementsService } from '../../src/modules/requirements/requirements.service.js';
import { ScholarsService } from '../../src/modules/scholars/scholars.service.js';
import { scholars } from '../../src/modules/scholars/scholars.table.js';
import type { User } from '../../src/modules/users/users.table.js';
import { dayFromToday } from '../support/dtr.js';
import { createUser } from '../support/factories.js';
import { KEYS, storedBytes, storedFor } from '../support/requirements.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import {
  mailTo,
  newTrainee,
  notificationsOf,
  requirementPdf,
  reuploadRequirement,
  submitRequirements,
} from './factories.js';
import { refusalOf } from './refusals.js';

describe(`${RequirementsService.name} (services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: RequirementsService;
  let files: FilesService;
  let hr: User;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<RequirementsService>(RequirementsService);
    files = ctx.get<FilesService>(FilesService);
    hr = await createUser(ctx, { role: 'hr', firstname: 'Hannah', lastname: 'Reyes' });
  });

  afterAll(() => ctx.close());

  const itemsOf = (submission: SubmissionView) => sut.items(submission.id);
  const itemOf = async (submission: SubmissionView, key: RequirementKeyValue) =>
    (await itemsOf(submission)).find((item) => item.documentKey === key)!;
  const titles = async (user: User) => (await notificationsOf(ctx, user)).map((n) => n.title);
  const review = (
    submission: SubmissionView,
    key: string,
    status: 'approved' | 'needs_reupload',
    note?: string,
  ) => sut.review(hr, { submissionId: submission.id, key, status, note });
  /** Whether `viewer` may download the file (FilesService.open, the download's check). */
  const opens = async (viewer: User, fileId: string) => {
    try {
      (await files.open(fileId, viewer)).stream.destroy();
      return true;
    } catch {
      return false;
    }
  };

  async function expectNothingStored(userId: string, bytesBefore: string[]) {
    expect(await storedFor(ctx, userId)).toEqual({ submissions: 0, files: 0, items: 0 });
    expect(storedBytes(ctx)).toEqual(bytesBefore);
  }

  describe('submitting', () => {
    it('tells HR of a submission, which the student then reads as theirs', async () => {
      const student = await createUser(ctx, { firstname: 'Ana', lastname: 'Cruz' });

      const submitted = await submitRequirements(ctx, student);

      expect((await sut.mine(student))?.id).toBe(submitted.id);
      expect(await notificationsOf(ctx, hr)).toContainEqual(
        expect.objectContaining({
          title: 'New Requirements Submission',
          message: 'Ana Cruz submitted their requirements.',
        }),
      );
    });

    it('names each missing item with the spec’s words and stores nothing', async () => {
      const student = await createUser(ctx);
      const before = storedBytes(ctx);

      for (const key of KEYS)
        expect(await refusalOf(submitRequirements(ctx, student, { [key]: null }))).toEqual({
          code: 'BAD_USER_INPUT',
          message: M.fixErrors,
          fields: { [key]: M.required },
        });
      const onlyResume = Object.fromEntries(KEYS.map((key) => [key, null]));
      const one = await refusalOf(
        submitRequirements(ctx, student, { ...onlyResume, resume: requirementPdf('resume') }),
      );
      expect(Object.keys(one.fields!)).toEqual(KEYS.filter((key) => key !== 'resume'));
      await expectNothingStored(student.id, before);
    });

    it('refuses a file whose bytes are no JPG, PNG or PDF (whatever its name) and stores none of the six', async () => {
      const student = await createUser(ctx);
      const before = storedBytes(ctx);
      const fake = { filename: 'resume.pdf', bytes: Buffer.from('GIF89a not a document at all') };

      const refused = await refusalOf(submitRequirements(ctx, student, { resume: fake }));

      const message = '"resume.pdf" must be a JPG, PNG or PDF file.';
      expect(refused).toEqual({ code: 'BAD_USER_INPUT', message, fields: { resume: message } });
      await expectNothingStored(student.id, before);
    });

    it('takes one submission per student: a second is refused clearly and stores nothing', async () => {
      const student = await createUser(ctx);
      await submitRequirements(ctx, student);
      const before = storedBytes(ctx);
      const counts = await storedFor(ctx, student.id);

      const refused = await refusalOf(submitRequirements(ctx, student));

      expect(refused).toEqual({ code: 'CONFLICT', message: M.alreadySubmitted });
      expect(await storedFor(ctx, student.id)).toEqual(counts);
      expect(storedBytes(ctx)).toEqual(before);
    });

    it('needs a verified e-mail, and stores nothing without one', async () => {
      const unverified = await createUser(ctx, { verified: false });

      const refused = await refusalOf(submitRequirements(ctx, unverified));

      expect(refused).toEqual({ code: 'FORBIDDEN', message: M.verifyFirst });
      expect(await storedFor(ctx, unverified.id)).toEqual({ submissions: 0, files: 0, items: 0 });
    });
  });

  describe('reviewing and re-uploading', () => {
    it('approves five and asks a re-upload of one; the student is told of each, by notice and mail, and replaces only that one', async () => {
      const student = await createUser(ctx, { firstname: 'Ana', lastname: 'Cruz' });
      const submitted = await submitRequirements(ctx, student);
      const filesBefore = new Map((await itemsOf(submitted)).map((i) => [i.documentKey, i.fileId]));
      let current = submitted;
      for (const key of KEYS.filter((k) => k !== 'good_moral'))
        current = await review(submitted, key, 'approved');
      expect(current).toMatchObject({ status: 'submitted', approvedCount: 5 });

      const asked = await review(
        submitted,
        'good_moral',
        'needs_reupload',
        'The scan is cut off at the bottom.',
      );
      expect(asked.status).toBe('needs_reupload');
      expect(await itemOf(asked, 'good_moral')).toMatchObject({
        status: 'needs_reupload',
        note: 'The scan is cut off at the bottom.',
        reviewedByName: 'Hannah Reyes',
      });
      const told = await titles(student);
      expect(told.filter((t) => t === 'Requirement Approved')).toHaveLength(5);
      expect(told[0]).toBe('Requirement Needs Re-upload');
      const subjects = (await mailTo(ctx, student.email)).map((mail) => mail.subject);
      expect(subjects.filter((s) => s === 'A requirement was approved')).toHaveLength(5);
      expect(subjects).toContain('A requirement needs to be re-uploaded');

      // An approved item cannot be replaced; nothing is stored.
      const bytes = storedBytes(ctx);
      expect(
        await refusalOf(reuploadRequirement(ctx, student, 'resume', requirementPdf('resume', 2))),
      ).toEqual({ code: 'CONFLICT', message: M.approvedIsFinal });
      expect(storedBytes(ctx)).toEqual(bytes);

      // A wrong type is refused with the purpose's message under the item's key.
      const fake = { filename: 'moral.pdf', bytes: Buffer.from('plain text') };
      expect(
        (await refusalOf(reuploadRequirement(ctx, student, 'good_moral', fake))).fields,
      ).toEqual({ good_moral: '"moral.pdf" must be a JPG, PNG or PDF file.' });

      const after = await reuploadRequirement(
        ctx,
        student,
        'good_moral',
        requirementPdf('good_moral', 2),
      );
      expect(after.status).toBe('submitted');
      const item = await itemOf(after, 'good_moral');
      expect(item).toMatchObject({ status: 'submitted', note: null });
      expect((await sut.file(item.fileId))?.name).toBe('good_moral-v2.pdf');
      const oldFile = filesBefore.get('good_moral')!;
      expect((await sut.history(item.id)).map((h) => [h.kind, h.toStatus, h.fileId])).toEqual([
        ['submitted', 'submitted', oldFile],
        ['reviewed', 'needs_reupload', oldFile],
        ['reuploaded', 'submitted', item.fileId],
      ]);
      // The replaced file is kept for the history.
      expect(await opens(hr, oldFile)).toBe(true);
      for (const other of (await itemsOf(after)).filter((i) => i.documentKey !== 'good_moral'))
        expect(other.fileId).toBe(filesBefore.get(other.documentKey));
      expect(await titles(hr)).toContain('Requirement Re-uploaded');

      // Waiting again: not replaceable until reviewed.
      expect(
        await refusalOf(
          reuploadRequirement(ctx, student, 'good_moral', requirementPdf('good_moral', 3)),
        ),
      ).toEqual({ code: 'CONFLICT', message: M.waitingForReview });

      const done = await review(submitted, 'good_moral', 'approved');
      expect(done).toMatchObject({ status: 'approved', approvedCount: 6 });
    });

    it('asks for a note with a re-upload, and answers CONFLICT on a stale version', async () => {
      const student = await createUser(ctx);
      const submitted = await submitRequirements(ctx, student);

      expect(await refusalOf(review(submitted, 'resume', 'needs_reupload', '  '))).toEqual({
        code: 'BAD_USER_INPUT',
        message: M.noteRequired,
        fields: { note: M.noteRequired },
      });
      expect((await refusalOf(review(submitted, 'resume', 'needs_reupload'))).fields).toEqual({
        note: M.noteRequired,
      });

      const { version } = await itemOf(submitted, 'resume');
      const key = { submissionId: submitted.id, key: 'resume', expectedVersion: version };
      await sut.review(hr, { ...key, status: 'approved' });
      for (const stale of [
        { status: 'needs_reupload', note: 'Blurry' },
        { status: 'approved' },
      ] as const)
        expect(await refusalOf(sut.review(hr, { ...key, ...stale }))).toEqual({
          code: 'CONFLICT',
          message: M.changed,
        });
    });
  });

  describe('who reads what', () => {
    it('lets a student read only their own; office staff their own scholars’ (read-only); HR all', async () => {
      const officeA = (await createOffice(ctx, 'Registrar')).id;
      const officeB = (await createOffice(ctx, 'Library')).id;
      const trainee = await newTrainee(ctx, hr, officeA, { firstname: 'Tess', lastname: 'Uy' });
      const submitted = await submitRequirements(ctx, trainee.user);
      const [first] = await itemsOf(submitted);
      const own = await createUser(ctx, { role: 'office', officeId: officeA });
      const other = await createUser(ctx, { role: 'office', officeId: officeB });
      const student = await createUser(ctx);

      for (const viewer of [trainee.user, own, hr]) {
        expect((await sut.get(viewer, submitted.id)).id).toBe(submitted.id);
        expect(await opens(viewer, first!.fileId)).toBe(true);
      }
      for (const viewer of [other, student]) {
        expect(await refusalOf(sut.get(viewer, submitted.id))).toEqual({
          code: 'NOT_FOUND',
          message: M.notFound,
        });
        expect(await opens(viewer, first!.fileId)).toBe(false);
      }

      const list = async (viewer: User, filter: { search?: string; status?: 'approved' }) =>
        (await sut.list(viewer, filter, { page: 1, limit: 10 })).items.map((item) => item.id);
      expect(await list(hr, { search: 'Tess Uy' })).toEqual([submitted.id]);
      expect(await list(hr, { search: trainee.user.email.toUpperCase() })).toEqual([submitted.id]);
      expect(await list(own, { search: 'Tess Uy' })).toEqual([submitted.id]);
      expect(await list(other, { search: 'Tess Uy' })).toEqual([]);
      expect(await list(hr, { status: 'approved', search: 'Tess' })).toEqual([]);

      // Another student cannot re-upload into it: theirs does not exist.
      expect(
        await refusalOf(reuploadRequirement(ctx, student, 'resume', requirementPdf('resume'))),
      ).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('keeps the requirements from the office once the deployment ended, like get(id)', async () => {
      const officeId = (await createOffice(ctx)).id;
      const trainee = await newTrainee(ctx, hr, officeId);
      const submitted = await submitRequirements(ctx, trainee.user);
      const staff = await createUser(ctx, { role: 'office', officeId });
      expect((await sut.ofStudent(staff, trainee.user.id))?.id).toBe(submitted.id);

      // An ended deployment stays on the office's list (its past), but the documents are only
      // for the office the student serves now: the submission itself is NOT_FOUND for it too.
      await ctx.database.db
        .update(scholars)
        .set({ endedOn: dayFromToday(ctx, 0) })
        .where(eq(scholars.id, trainee.scholarId));

      expect(
        (await ctx.get<ScholarsService>(ScholarsService).get(staff, trainee.scholarId)).id,
      ).toBe(trainee.scholarId);
      expect(await sut.ofStudent(staff, trainee.user.id)).toBeNull();
      expect(await refusalOf(sut.get(staff, submitted.id))).toMatchObject({ code: 'NOT_FOUND' });
      expect((await sut.ofStudent(hr, trainee.user.id))?.id).toBe(submitted.id);
    });
  });
});
