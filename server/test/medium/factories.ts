import { applicationForm, requirementFile, type RequirementKeyValue } from '@sasm/test-data';
import { desc, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { ApplicationUploads } from '../../src/modules/applications/application-uploads.js';
import { ApplicationsService } from '../../src/modules/applications/applications.service.js';
import type { ApplicationRow } from '../../src/modules/applications/applications.table.js';
import type { UpdateApplicationStatusInput } from '../../src/modules/applications/update-status.input.js';
import { certificatePdf, portraitPng } from '../../src/modules/demo/demo-documents.js';
import type { StoredBlob } from '../../src/modules/files/files.service.js';
import type { ReceiveFile } from '../../src/modules/files/multipart-form.js';
import { mailOutbox } from '../../src/modules/mail/mail-outbox.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import {
  REQUIREMENT_KEYS,
  type RequirementKey,
} from '../../src/modules/requirements/requirement-documents.js';
import type { SubmissionView } from '../../src/modules/requirements/requirements.repository.js';
import { RequirementsService } from '../../src/modules/requirements/requirements.service.js';
import { scholars } from '../../src/modules/scholars/scholars.table.js';
import type { User } from '../../src/modules/users/users.table.js';
import { dayFromToday, monthsAgo } from '../support/dtr.js';
import { createUser } from '../support/factories.js';
import type { ServiceContext } from '../support/service-context.js';

export interface MediumTrainee {
  user: User;
  applicationId: string;
  scholarId: string;
}

const file = (filename: string, bytes: Buffer) => ({ filename, stream: Readable.from([bytes]) });

/**
 * A trainee of `officeId`: a student's application submitted through
 * ApplicationsService.submit (generated photo and PDFs, stored like uploads)
 * and moved to passed_interview at that office by `hr`, deployed since
 * `startedOn` (default: the first day of the month three months ago).
 */
export async function newTrainee(
  ctx: Pick<ServiceContext, 'get' | 'database' | 'config'>,
  hr: User,
  officeId: string,
  options: { firstname?: string; lastname?: string; startedOn?: string } = {},
): Promise<MediumTrainee> {
  const user = await createUser(ctx, {
    firstname: options.firstname ?? 'Tina',
    lastname: options.lastname ?? 'Trainee',
  });
  const submitted = await submitApplication(ctx, user);
  await moveApplication(ctx, hr, submitted.id, [
    'under_review',
    'interview_scheduled',
    { status: 'passed_interview', officeId },
  ]);
  const [scholar] = await ctx.database.db
    .update(scholars)
    .set({ startedOn: options.startedOn ?? `${monthsAgo(ctx, 3)}-01` })
    .where(eq(scholars.applicationId, submitted.id))
    .returning({ id: scholars.id });
  if (!scholar) throw new Error('newTrainee: no trainee made');
  return { user, applicationId: submitted.id, scholarId: scholar.id };
}

// Applications, evaluations, requirements and user accounts.

/**
 * The files of a complete application, generated (the 2x2 picture, one
 * seminar certificate, the parent's ID) and stored through `receive`.
 */
export async function applicationUploads(
  user: Pick<User, 'lastname'>,
  receive: ReceiveFile,
): Promise<ApplicationUploads> {
  return {
    profilePhoto: await receive(
      file('photo.png', portraitPng(64, [90, 90, 140])),
      'profile_photo',
      'profilePhoto',
    ),
    certificates: [
      await receive(
        file('seminar.pdf', certificatePdf('Certificate', `${user.lastname} - Seminar`)),
        'certificate',
        'certificates.0',
      ),
    ],
    parentId: await receive(
      file('parent-id.pdf', certificatePdf('Identification Card', `Parent of ${user.lastname}`)),
      'parent_id',
      'parentId',
    ),
  };
}

/**
 * `user`'s application through ApplicationsService.submit: the complete form
 * in their name with `overrides` (which may break it), and the files of
 * applicationUploads.
 */
export function submitApplication(
  ctx: Pick<ServiceContext, 'get'>,
  user: User,
  overrides: Record<string, unknown> = {},
): Promise<ApplicationRow> {
  return ctx.get<ApplicationsService>(ApplicationsService).submit(user, async (receive) => ({
    input: applicationForm({ firstName: user.firstname, lastName: user.lastname, ...overrides }),
    uploads: await applicationUploads(user, receive),
  }));
}

type Step = UpdateApplicationStatusInput['status'] | Omit<UpdateApplicationStatusInput, 'id'>;

/**
 * Moves an application along `path` as `actor` through
 * ApplicationsService.updateStatus; interview_scheduled gets a slot three
 * days ahead at the HR Office unless the step names one.
 */
export async function moveApplication(
  ctx: Pick<ServiceContext, 'get' | 'config'>,
  actor: User,
  applicationId: string,
  path: Step[],
): Promise<ApplicationRow> {
  const applications = ctx.get<ApplicationsService>(ApplicationsService);
  let row: ApplicationRow | undefined;
  for (const step of path) {
    const input = typeof step === 'string' ? { status: step } : step;
    const slot =
      input.status === 'interview_scheduled'
        ? {
            interviewDate: dayFromToday(ctx, 3),
            interviewTime: '09:00',
            interviewLocation: 'HR Office',
          }
        : {};
    row = await applications.updateStatus(actor, { id: applicationId, ...slot, ...input });
  }
  if (!row) throw new Error('moveApplication: no step');
  return row;
}

export interface RequirementUpload {
  filename: string;
  bytes: Buffer;
}

/** The generated PDF of a requirement document (its `version`th upload). */
export function requirementPdf(key: RequirementKeyValue, version = 1): RequirementUpload {
  const generated = requirementFile(key, version);
  return { filename: generated.name, bytes: Buffer.from(generated.text, 'latin1') };
}

/**
 * Submits the six documents of A§9 through RequirementsService.submit as
 * `user`: generated PDFs, `overrides` replacing some or (null) leaving them out.
 */
export function submitRequirements(
  ctx: Pick<ServiceContext, 'get'>,
  user: User,
  overrides: Partial<Record<RequirementKeyValue, RequirementUpload | null>> = {},
): Promise<SubmissionView> {
  return ctx.get<RequirementsService>(RequirementsService).submit(user, async (receive) => {
    const stored: Partial<Record<RequirementKey, StoredBlob>> = {};
    for (const key of REQUIREMENT_KEYS) {
      const upload = overrides[key] === undefined ? requirementPdf(key) : overrides[key];
      if (upload)
        stored[key] = await receive(
          file(upload.filename, upload.bytes),
          'requirement_document',
          key,
        );
    }
    return stored;
  });
}

/** The student's re-upload of `key` through RequirementsService.reupload. */
export function reuploadRequirement(
  ctx: Pick<ServiceContext, 'get'>,
  user: User,
  key: string,
  upload: RequirementUpload,
  expectedVersion?: number,
): Promise<SubmissionView> {
  return ctx
    .get<RequirementsService>(RequirementsService)
    .reupload(
      user,
      key,
      (receive) => receive(file(upload.filename, upload.bytes), 'requirement_document', key),
      expectedVersion,
    );
}

/** The user's notifications, newest first. */
export function notificationsOf(ctx: Pick<ServiceContext, 'database'>, user: Pick<User, 'id'>) {
  return ctx.database.db
    .select({
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      type: notifications.type,
    })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt));
}

/** The mail queued to `address`, oldest first. */
export function mailTo(ctx: Pick<ServiceContext, 'database'>, address: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address))
    .orderBy(mailOutbox.createdAt);
}
