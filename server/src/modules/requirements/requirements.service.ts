import { Injectable, type OnModuleInit } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { scopeFor } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { FilesService, type StoredBlob } from '../files/files.service.js';
import { toStoredFile, type StoredFile } from '../files/files.types.js';
import type { ReadForm } from '../files/multipart-form.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import {
  isRequirementKey,
  REQUIREMENT_KEYS,
  REQUIREMENT_MESSAGES as M,
  type RequirementKey,
} from './requirement-documents.js';
import { RequirementNotices } from './requirement-notices.js';
import {
  checkAllPresent,
  checkReplaceable,
  checkReviewNote,
  submissionStatusOf,
} from './requirement-rules.js';
import {
  RequirementsRepository,
  type ItemView,
  type SubmissionListFilter,
  type SubmissionView,
} from './requirements.repository.js';
import type { RequirementItemStatus } from './requirements.table.js';

/** The six documents a submission reads from its transport, stored as they arrive. */
export type ReadRequirementFiles = ReadForm<Partial<Record<RequirementKey, StoredBlob>>>;
/** The one document of a re-upload. */
export type ReadRequirementFile = ReadForm<StoredBlob | undefined>;

export interface ReviewRequirementItem {
  submissionId: string;
  key: string;
  status: Exclude<RequirementItemStatus, 'submitted'>;
  note?: string | null;
  expectedVersion?: number;
}

const MAX_SEARCH = 100;
const keyOrder = (item: ItemView) => REQUIREMENT_KEYS.indexOf(item.documentKey);

/**
 * Requirements (A§2.3, A§2.5 HR Requirements): a student submits the six
 * documents of A§9 at once; HR approves each or asks for a re-upload with a
 * note (a versioned decision, the student notified and mailed); the student
 * replaces only those. Office staff read their own scholars' submissions.
 */
@Injectable()
export class RequirementsService implements OnModuleInit {
  constructor(
    private readonly repository: RequirementsRepository,
    private readonly files: FilesService,
    private readonly notices: RequirementNotices,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
  ) {}

  onModuleInit(): void {
    // Read like the submission: by the student, HR and the staff of the office the student serves now.
    this.files.readableBy('requirement_document', (fileId, scope) =>
      this.repository.fileInScope(fileId, scope),
    );
  }

  mine(user: User): Promise<SubmissionView | undefined> {
    requireAccess(user, 'myRequirementSubmission');
    return this.repository.findByUser(user.id);
  }

  /** One submission the viewer may see (their own; their scholars'; any for HR); else NOT_FOUND. */
  get(viewer: User, id: string): Promise<SubmissionView> {
    requireAccess(viewer, 'requirementSubmission');
    return this.visible(viewer, id);
  }

  private async visible(viewer: User, id: string): Promise<SubmissionView> {
    const visible = isUuid(id) && (await this.repository.inScope(id, scopeFor(viewer)));
    const submission = visible ? await this.repository.findView(id) : undefined;
    if (!submission) throw DomainError.notFound(M.notFound);
    return submission;
  }

  /**
   * A scholar record's submission (the student’s, whichever deployment the record is), scoped
   * like get(): office staff only while the student serves their office now; null otherwise.
   */
  async ofStudent(viewer: User, userId: string): Promise<SubmissionView | null> {
    const submission = await this.repository.findByUser(userId);
    if (!submission) return null;
    return (await this.repository.inScope(submission.id, scopeFor(viewer))) ? submission : null;
  }

  list(
    viewer: User,
    filter: SubmissionListFilter,
    request: PageRequest,
  ): Promise<Paged<SubmissionView>> {
    requireAccess(viewer, 'requirementSubmissions');
    if ((filter.search?.length ?? 0) > MAX_SEARCH) {
      const message = `Search must be at most ${MAX_SEARCH} characters`;
      throw DomainError.badInput(message, { search: message });
    }
    const scope = scopeFor(viewer);
    return pageOf(request, (window) => this.repository.page(scope, filter, window));
  }

  /** The items in the spec's order. */
  async items(submissionId: string): Promise<ItemView[]> {
    const items = await this.repository.items(submissionId);
    return items.sort((a, b) => keyOrder(a) - keyOrder(b));
  }

  history(itemId: string) {
    return this.repository.history.list(itemId);
  }

  async file(fileId: string | null): Promise<StoredFile | null> {
    if (!fileId) return null;
    const [file] = await this.files.findByIds([fileId]);
    return file ? toStoredFile(file) : null;
  }

  /** A§2.3 Submit: all six documents in one request, stored all or nothing. One per student. */
  async submit(user: User, read: ReadRequirementFiles): Promise<SubmissionView> {
    requireAccess(user, 'submitRequirements');
    if (!user.verified) throw DomainError.forbidden(M.verifyFirst);
    if (await this.repository.findByUser(user.id)) throw DomainError.conflict(M.alreadySubmitted);
    return this.files.withUploads(async (receive) => {
      const blobs = checkAllPresent(await read(receive));
      return this.context.transaction(async () => {
        const submission = await this.repository.insertSubmission(user.id).catch((error) => {
          if (isUniqueViolation(error)) throw DomainError.conflict(M.alreadySubmitted);
          throw error;
        });
        for (const key of REQUIREMENT_KEYS) {
          const file = await this.files.record(user.id, blobs[key]);
          const item = await this.repository.insertItem({
            submissionId: submission.id,
            documentKey: key,
            fileId: file.id,
          });
          await this.repository.history.insert({
            itemId: item.id,
            actorId: user.id,
            kind: 'submitted',
            toStatus: 'submitted',
            fileId: file.id,
          });
        }
        const view = (await this.repository.findView(submission.id))!;
        await this.decisions.announce(await this.notices.submitted(view));
        return view;
      });
    });
  }

  /**
   * The student replaces one item HR asked to re-upload; the replaced file
   * stays (bytes and row) in the item's history. CONFLICT for an approved or
   * waiting item, or when HR reviewed it in the meantime.
   */
  async reupload(
    user: User,
    key: string,
    read: ReadRequirementFile,
    expectedVersion?: number,
  ): Promise<SubmissionView> {
    requireAccess(user, 'reuploadRequirement');
    const submission = await this.repository.findByUser(user.id);
    if (!submission) throw DomainError.notFound(M.notFound);
    const item = await this.itemOf(submission, key);
    checkReplaceable(item.status);
    const version = expectedVersion ?? item.version;
    if (version !== item.version) throw DomainError.conflict(M.changed);
    return this.files.withUploads(async (receive) => {
      const blob = await read(receive);
      if (!blob) throw DomainError.badInput(M.required, { [item.documentKey]: M.required });
      return this.context.transaction(async () => {
        const file = await this.files.record(user.id, blob);
        await this.decisions.decide({
          write: () =>
            this.repository.updateItem(
              { id: item.id, version, status: 'needs_reupload' },
              {
                fileId: file.id,
                status: 'submitted',
                note: null,
                reviewedBy: null,
                reviewedAt: null,
              },
            ),
          conflict: M.changed,
          record: async () => {
            await this.repository.history.insert({
              itemId: item.id,
              actorId: user.id,
              kind: 'reuploaded',
              fromStatus: 'needs_reupload',
              toStatus: 'submitted',
              fileId: file.id,
            });
            await this.refreshStatus(submission.id);
          },
          announce: () => this.notices.reuploaded(submission, item.documentKey),
        });
        return (await this.repository.findView(submission.id))!;
      });
    });
  }

  /** HR approves an item or asks for a re-upload with a note: versioned, the student told. */
  async review(actor: User, input: ReviewRequirementItem): Promise<SubmissionView> {
    requireAccess(actor, 'reviewRequirementItem');
    const submission = await this.visible(actor, input.submissionId);
    const item = await this.itemOf(submission, input.key);
    const note = checkReviewNote(input.status, input.note);
    const version = input.expectedVersion ?? item.version;
    if (version !== item.version) throw DomainError.conflict(M.changed);
    if (item.status === input.status && item.note === note) return submission;
    await this.decisions.decide({
      write: () =>
        this.repository.updateItem(
          { id: item.id, version },
          { status: input.status, note, reviewedBy: actor.id, reviewedAt: new Date() },
        ),
      conflict: M.changed,
      record: async () => {
        await this.repository.history.insert({
          itemId: item.id,
          actorId: actor.id,
          kind: 'reviewed',
          fromStatus: item.status,
          toStatus: input.status,
          note,
          fileId: item.fileId,
        });
        await this.refreshStatus(submission.id);
      },
      announce: () =>
        this.notices.reviewed(submission, { key: item.documentKey, status: input.status, note }),
    });
    return (await this.repository.findView(submission.id))!;
  }

  private async itemOf(submission: SubmissionView, key: string): Promise<ItemView> {
    const item = isRequirementKey(key)
      ? (await this.repository.items(submission.id)).find((row) => row.documentKey === key)
      : undefined;
    if (!item) throw DomainError.notFound(M.unknownItem);
    return item;
  }

  private async refreshStatus(submissionId: string): Promise<void> {
    const items = await this.repository.items(submissionId);
    await this.repository.touchSubmission(submissionId, submissionStatusOf(items));
  }
}
