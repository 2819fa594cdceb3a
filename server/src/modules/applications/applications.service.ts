import { Injectable, type OnModuleInit } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { pageOf, type PageRequest } from '../../common/pagination.js';
import { scopeFor, type Scope } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { DbContext } from '../../db/db-context.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { FilesService } from '../files/files.service.js';
import { toStoredFile } from '../files/files.types.js';
import { ApplicationDocuments } from './application-documents.js';
import type { ApplicationUploads } from './application-uploads.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { OFFICE_REQUIRED, ScholarsService } from '../scholars/scholars.service.js';
import { Decisions } from '../workflow/decisions.js';
import type { User } from '../users/users.table.js';
import { TrainingResumed } from './application-events.js';
import { applicationInScope } from './application-scope.js';
import { ApplicationNotices } from './application-notices.js';
import { canTransition } from './application-transitions.js';
import type { ReadForm } from '../files/multipart-form.js';
import type { ApplicationListFilter } from './application-list.js';
import { ApplicationsRepository, type StatusChange } from './applications.repository.js';
import { applicationDocumentKind, type ApplicationRow } from './applications.table.js';
import type { ApplicationEvent, MailPreview } from './applications.types.js';
import { checkApplication } from './check-application.js';
import { checkInterview } from './interview-rules.js';
import { todayIn } from '../../common/university-time.js';
import type { InterviewPreviewInput, UpdateApplicationStatusInput } from './update-status.input.js';

export const ALREADY_ACTIVE =
  'You already have an active application. You can apply again once it is closed.';
export const VERIFY_FIRST = 'Please verify your email address before submitting an application.';
export const ONLY_PENDING_WITHDRAW = 'Only a pending application can be withdrawn.';
export const CHANGED_MEANWHILE =
  'This application was changed by someone else in the meantime. Reload it and try again.';
export const REVIEW_OPENED_COMMENT = 'Application opened for review by HR';
export const TRAINING_COMPLETED_COMMENT = '130 training hours completed';
export const OWN_OFFICE_ONLY =
  'Office staff can only pass an applicant into training at their own office.';

const NOT_FOUND = 'Application not found';
const MAX_SEARCH = 100;

/** What a submission reads from its transport: the form fields, and the files stored through `receive`. */
export type ReadSubmission = ReadForm<{
  input: Record<string, unknown>;
  uploads: ApplicationUploads;
}>;

/**
 * The application pipeline of A§4 (ARCHITECTURE §6): submission with files,
 * withdrawal, the staff list and the guarded status changes with their audit
 * row, notification and mail, all in one transaction per change.
 */
@Injectable()
export class ApplicationsService implements OnModuleInit {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly files: FilesService,
    private readonly attachments: ApplicationDocuments,
    private readonly notices: ApplicationNotices,
    private readonly context: DbContext,
    private readonly decisions: Decisions,
    private readonly scholars: ScholarsService,
    private readonly events: DomainEvents,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // A document is read by whoever may read its application (the rule of `get`).
    for (const kind of applicationDocumentKind.enumValues)
      this.files.readableBy(kind, async (fileId, scope) => {
        const row = await this.applications.findByDocument(fileId);
        return row !== undefined && (await this.visible(scope, row));
      });
  }

  /** F§5: accepted scholars must use an academic e-mail address. */
  listOwn(user: User): Promise<ApplicationRow[]> {
    requireAccess(user, 'myApplications');
    return this.applications.listByUser(user.id);
  }

  /**
   * The student's own application; for staff any in their scope (office staff:
   * not one in training at another office, see application-scope). Anything
   * else is "not found".
   */
  async get(viewer: User, id: string): Promise<ApplicationRow> {
    requireAccess(viewer, 'application');
    const row = isUuid(id) ? await this.applications.findById(id) : undefined;
    if (!row || !(await this.visible(scopeFor(viewer), row))) throw DomainError.notFound(NOT_FOUND);
    return row;
  }

  async list(viewer: User, filter: ApplicationListFilter, request: PageRequest) {
    requireAccess(viewer, 'applications');
    if ((filter.search?.length ?? 0) > MAX_SEARCH) {
      const message = `Search must be at most ${MAX_SEARCH} characters`;
      throw DomainError.badInput(message, { search: message });
    }
    const { items, pagination } = await pageOf(request, (window) =>
      this.applications.page(scopeFor(viewer), filter, window),
    );
    const applications = items.map(({ application, photo }) => {
      this.attachments.listedWithPhoto(application, photo && toStoredFile(photo));
      return application;
    });
    return { applications, pagination };
  }

  async submit(user: User, read: ReadSubmission): Promise<ApplicationRow> {
    requireAccess(user, 'submitApplication');
    if (!user.verified) throw DomainError.forbidden(VERIFY_FIRST);
    if (await this.applications.findActiveByUser(user.id))
      throw DomainError.conflict(ALREADY_ACTIVE);

    return this.files.withUploads(async (receive) => {
      const { input, uploads } = await read(receive);
      const form = await checkApplication(input, uploads);
      return await this.context
        .transaction(async () => {
          const row = await this.applications.insert({
            ...form,
            userId: user.id,
            email: user.email,
            fatherName: form.fatherNameUnknown ? null : (form.fatherName ?? null),
            fatherOccupation: form.fatherOccupationUnknown ? null : (form.fatherOccupation ?? null),
            motherName: form.motherNameUnknown ? null : (form.motherName ?? null),
            motherOccupation: form.motherOccupationUnknown ? null : (form.motherOccupation ?? null),
            relatives: form.hasRelativeWorking
              ? form.relatives.filter((r) => r.name || r.department || r.relationship)
              : [],
          });
          await this.attachments.attach(user.id, row, uploads);
          await this.applications.insertEvent({
            applicationId: row.id,
            actorId: user.id,
            fromStatus: null,
            toStatus: 'pending',
            comment: 'Application submitted',
          });
          await this.decisions.announce(this.notices.submitted(row));
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'applications_one_active_per_user'))
            throw DomainError.conflict(ALREADY_ACTIVE);
          throw error;
        });
    });
  }

  /** A§4: only while pending; the application, its history and its files are deleted for good. */
  async withdraw(user: User, id: string): Promise<void> {
    requireAccess(user, 'withdrawApplication');
    const row = isUuid(id) ? await this.applications.findById(id) : undefined;
    if (!row || row.userId !== user.id) throw DomainError.notFound(NOT_FOUND);
    await this.context.transaction(async () => {
      const documents = await this.applications.documentsOf([row.id]);
      if (!(await this.applications.deletePending(row.id)))
        throw DomainError.conflict(ONLY_PENDING_WITHDRAW);
      await this.files.remove(documents.map((document) => document.file.id));
    });
  }

  /** A§4: opening a pending application moves it to under_review. */
  async openReview(actor: User, id: string): Promise<ApplicationRow> {
    requireAccess(actor, 'openApplicationReview');
    const row = await this.get(actor, id);
    if (row.status !== 'pending') return row;
    return this.change(
      actor,
      row,
      { status: 'under_review', hrComments: row.hrComments, ...noInterview },
      REVIEW_OPENED_COMMENT,
    );
  }

  async updateStatus(actor: User, input: UpdateApplicationStatusInput): Promise<ApplicationRow> {
    requireAccess(actor, 'updateApplicationStatus');
    const row = await this.get(actor, input.id);
    if (input.expectedVersion !== undefined && input.expectedVersion !== row.version)
      throw DomainError.conflict(CHANGED_MEANWHILE);
    if (!canTransition(row.status, input.status)) {
      const message = `An application that is ${row.status} cannot be moved to ${input.status}.`;
      throw DomainError.badInput(message, { status: message });
    }
    const intoTraining = input.status === 'passed_interview' && row.status !== 'passed_interview';
    if (intoTraining && !input.officeId)
      throw DomainError.badInput(OFFICE_REQUIRED, { officeId: OFFICE_REQUIRED });
    // Office staff decide for their own office only (A§6); HR and admin for any.
    const scope = scopeFor(actor);
    if (intoTraining && scope.kind === 'office' && input.officeId !== scope.officeId)
      throw DomainError.badInput(OWN_OFFICE_ONLY, { officeId: OWN_OFFICE_ONLY });
    const scheduling = input.status === 'interview_scheduled';
    if (scheduling) checkInterview(input, todayIn(this.config.timeZone));
    const hrComments = input.hrComments === undefined ? row.hrComments : input.hrComments;
    const change: StatusChange = scheduling
      ? {
          status: input.status,
          hrComments,
          interviewDate: input.interviewDate!,
          interviewTime: input.interviewTime!,
          interviewLocation: input.interviewLocation!,
          interviewNotes: input.interviewNotes ?? null,
        }
      : { status: input.status, hrComments, ...noInterview };
    return this.context.transaction(async () => {
      const updated = await this.change(actor, row, change, input.hrComments ?? null);
      const trainee = await this.followTraining(actor, row, updated, input.officeId);
      if (!trainee) return updated;
      // Hours confirmed while it was on hold count now: 130 h already met completes it at once.
      const [completed] = await this.events.emit(TrainingResumed, { trainee });
      return completed ?? updated;
    });
  }

  /**
   * The system's own transition (ARCHITECTURE §6, training): the DTR
   * confirmation that reaches the required hours moves passed_interview to
   * hours_completed in the caller's transaction (it opens none of its own:
   * the DTR change and its settle commit or fail together). False when the application
   * is not (or no longer) in passed_interview — e.g. a concurrent
   * confirmation got there first; else the application as completed.
   */
  async completeTraining(
    applicationId: string,
    confirmedHours: number,
  ): Promise<ApplicationRow | undefined> {
    if (!this.context.inTransaction)
      throw new Error('completeTraining runs in the transaction of the change that settles it');
    const row = await this.applications.findById(applicationId);
    if (!row || row.status !== 'passed_interview') return undefined;
    const updated = await this.applications.changeStatus(row, {
      status: 'hours_completed',
      hrComments: row.hrComments,
      ...noInterview,
    });
    if (!updated) return undefined;
    await this.applications.insertEvent({
      applicationId,
      actorId: null,
      fromStatus: row.status,
      toStatus: updated.status,
      comment: TRAINING_COMPLETED_COMMENT,
    });
    await this.decisions.announce(
      await this.notices.trainingCompleted(row, updated, confirmedHours),
    );
    return updated;
  }

  /** A correction took a completed trainee under the requirement: HR is told, the status stays. */
  async trainingHoursDropped(applicationId: string, confirmedHours: number): Promise<void> {
    const row = await this.applications.findById(applicationId);
    if (!row || row.status !== 'hours_completed') return;
    await this.decisions.announce(await this.notices.trainingHoursDropped(row, confirmedHours));
  }

  async previewInterviewMail(viewer: User, input: InterviewPreviewInput): Promise<MailPreview> {
    requireAccess(viewer, 'interviewMailPreview');
    const row = await this.get(viewer, input.applicationId);
    const mail = this.notices.interviewMail(row, input);
    return { subject: mail.subject, text: mail.text };
  }

  history(applicationId: string): Promise<ApplicationEvent[]> {
    return this.applications.eventsOf(applicationId);
  }

  /** The read rule of `get` and of the application's documents (see application-scope). */
  private async visible(scope: Scope, row: ApplicationRow): Promise<boolean> {
    const offices = scope.kind === 'office' ? await this.scholars.deploymentOfficesOf(row) : [];
    return applicationInScope(scope, row, offices);
  }

  /** The guarded write (status and version unchanged since read), its audit row and its notices. */
  private change(
    actor: User,
    row: ApplicationRow,
    change: StatusChange,
    comment: string | null,
  ): Promise<ApplicationRow> {
    return this.decisions.decide({
      write: () => this.applications.changeStatus(row, change),
      conflict: CHANGED_MEANWHILE,
      record: () =>
        this.applications.insertEvent({
          applicationId: row.id,
          actorId: actor.id,
          fromStatus: row.status,
          toStatus: change.status,
          comment,
        }),
      announce: (updated) => this.notices.statusChanged(row, updated),
    });
  }

  /**
   * Training follows the pipeline: passed → trainee at the chosen office
   * (returned), accepted → scholar, out → ended.
   */
  private async followTraining(
    actor: User,
    before: ApplicationRow,
    after: ApplicationRow,
    officeId: string | undefined,
  ): Promise<ScholarView | undefined> {
    if (before.status === after.status) return undefined;
    if (after.status === 'passed_interview') return this.scholars.deploy(actor, after, officeId);
    if (after.status === 'accepted') await this.scholars.promote(actor, after.id);
    else if (after.status === 'rejected' || after.status === 'withdrawn')
      await this.scholars.endTraining(actor, after.id, `Application ${after.status}`);
    return undefined;
  }
}

const noInterview = {
  interviewDate: null,
  interviewTime: null,
  interviewLocation: null,
  interviewNotes: null,
} as const;
