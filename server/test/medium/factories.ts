import {
  applicationForm,
  leaveForm,
  reapplicationForm,
  requirementFile,
  scholarRequestInput,
  type RequirementKeyValue,
} from '@sasm/test-data';
import { and, desc, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { ApplicationUploads } from '../../src/modules/applications/application-uploads.js';
import { ApplicationsService } from '../../src/modules/applications/applications.service.js';
import type { ApplicationRow } from '../../src/modules/applications/applications.table.js';
import type { UpdateApplicationStatusInput } from '../../src/modules/applications/update-status.input.js';
import { certificatePdf, portraitPng } from '../../src/modules/demo/demo-documents.js';
import type { StoredBlob } from '../../src/modules/files/files.service.js';
import type { ReceiveFile } from '../../src/modules/files/multipart-form.js';
import { leaveFormOf } from '../../src/modules/leave/leave-multipart.js';
import type { LeaveRequestView } from '../../src/modules/leave/leave.repository.js';
import { LeaveService } from '../../src/modules/leave/leave.service.js';
import { mailOutbox } from '../../src/modules/mail/mail-outbox.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import type { ApplicationPosition } from '../../src/modules/positions/position.table.js';
import { reapplicationFormOf } from '../../src/modules/reapplications/reapplication-multipart.js';
import type { ReapplicationView } from '../../src/modules/reapplications/reapplications.repository.js';
import { ReapplicationsService } from '../../src/modules/reapplications/reapplications.service.js';
import {
  REQUIREMENT_KEYS,
  type RequirementKey,
} from '../../src/modules/requirements/requirement-documents.js';
import type { SubmissionView } from '../../src/modules/requirements/requirements.repository.js';
import { RequirementsService } from '../../src/modules/requirements/requirements.service.js';
import type { ScholarRequestView } from '../../src/modules/scholar-requests/scholar-requests.repository.js';
import { ScholarRequestsService } from '../../src/modules/scholar-requests/scholar-requests.service.js';
import type { CreateScholarRequestInput } from '../../src/modules/scholar-requests/scholar-requests.types.js';
import { scholars, type ScholarStatus } from '../../src/modules/scholars/scholars.table.js';
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

// Leave, re-applications and scholar requests: their requests made through their own services,
// with the forms as both transports hand them over (trimmed, blank left out).

/**
 * An accepted scholar of `officeId`: a trainee (newTrainee) whose application
 * HR moved on to hours_completed and accepted, deployed since `startedOn`
 * (default: the first day of the month three months ago), of `program`.
 */
export async function newScholar(
  ctx: Pick<ServiceContext, 'get' | 'database' | 'config'>,
  hr: User,
  officeId: string,
  options: { lastname?: string; startedOn?: string; program?: ApplicationPosition } = {},
): Promise<MediumTrainee> {
  const trainee = await newTrainee(ctx, hr, officeId, options);
  const applications = ctx.get<ApplicationsService>(ApplicationsService);
  await applications.updateStatus(hr, { id: trainee.applicationId, status: 'hours_completed' });
  await applications.updateStatus(hr, { id: trainee.applicationId, status: 'accepted' });
  if (options.program)
    await ctx.database.db
      .update(scholars)
      .set({ program: options.program })
      .where(eq(scholars.id, trainee.scholarId));
  return trainee;
}

/** Sets a deployment's status straight in the table (suspended, inactive). */
export async function setScholarStatus(
  ctx: Pick<ServiceContext, 'database'>,
  scholarId: string,
  status: ScholarStatus,
): Promise<void> {
  await ctx.database.db.update(scholars).set({ status }).where(eq(scholars.id, scholarId));
}

/** `student` files leave through LeaveService: leaveForm(dateFrom, overrides), no proof. */
export function fileLeave(
  ctx: Pick<ServiceContext, 'get'>,
  student: User,
  dateFrom: string,
  overrides: Record<string, unknown> = {},
): Promise<LeaveRequestView> {
  return ctx
    .get<LeaveService>(LeaveService)
    .file(student, () => Promise.resolve({ form: leaveFormOf(leaveForm(dateFrom, overrides)) }));
}

/** `student` re-applies through ReapplicationsService: reapplicationForm(academicYear, overrides). */
export function submitReapplication(
  ctx: Pick<ServiceContext, 'get'>,
  student: User,
  academicYear: string,
  overrides: Record<string, unknown> = {},
): Promise<ReapplicationView> {
  const form = reapplicationFormOf(reapplicationForm(academicYear, overrides));
  return ctx
    .get<ReapplicationsService>(ReapplicationsService)
    .submit(student, () => Promise.resolve({ form }));
}

/** `staff` asks HR for scholars through ScholarRequestsService: scholarRequestInput(overrides). */
export function newScholarRequest(
  ctx: Pick<ServiceContext, 'get'>,
  staff: User,
  overrides: Parameters<typeof scholarRequestInput>[0] = {},
): Promise<ScholarRequestView> {
  return ctx
    .get<ScholarRequestsService>(ScholarRequestsService)
    .create(staff, scholarRequestInput(overrides) as CreateScholarRequestInput);
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
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt));
}

/** The latest mail queued for `address` with this subject; fails when there is none. */
export async function lastMailTo(
  ctx: Pick<ServiceContext, 'database'>,
  address: string,
  subject: string,
) {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, address), eq(mailOutbox.subject, subject)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no "${subject}" mail to ${address}`);
  return mail;
}

/** A refused form: the fields changed, the message of the answer and its field messages. */
export type RefusedForm = [Record<string, unknown>, string, Record<string, string>];

/**
 * Each text of a form over its length, with its message on its field: the A§3 student header
 * every form carries (leave, re-application) and the form's own `texts`.
 */
export function tooLong(texts: Array<[key: string, label: string, max: number]>): RefusedForm[] {
  const header: Array<[string, string, number]> = [
    ['name', 'Name', 200],
    ['idNumber', 'ID #', 50],
    ['schoolDept', 'School / Department', 200],
    ['courseYear', 'Course & Year', 100],
    ['signatureName', 'Signature over Printed Name', 200],
  ];
  return [...header, ...texts].map(([key, label, max]) => {
    const message = `${label} must be at most ${max} characters`;
    return [{ [key]: 'x'.repeat(max + 1) }, message, { [key]: message }];
  });
}

/** The mail queued to `address`, oldest first. */
export function mailTo(ctx: Pick<ServiceContext, 'database'>, address: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address))
    .orderBy(mailOutbox.createdAt);
}
