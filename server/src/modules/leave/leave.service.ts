import { Injectable, type OnModuleInit } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { inScope, scopeFor } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { FilesService, type StoredBlob } from '../files/files.service.js';
import type { ReadForm } from '../files/multipart-form.js';
import { toStoredFile, type StoredFile } from '../files/files.types.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import { LeaveCalendar } from './leave-calendar.js';
import { dateSpan, LEAVE_STATUS_LABELS } from './leave-labels.js';
import { LeaveNotices } from './leave-notices.js';
import { CalendarService } from '../calendar/calendar.service.js';
import { checkLeaveForm, datesBetween, type LeaveForm } from './leave-rules.js';
import { allowedNextStatuses, canMove, deciderOf } from './leave-transitions.js';
import {
  LeaveRepository,
  type LeaveListFilter,
  type LeaveRequestView,
  type LeaveTotals,
} from './leave.repository.js';
import type { LeaveRequestRow, LeaveStatus } from './leave.table.js';
import type {
  CancelLeaveRequestInput,
  DecideLeaveRequestInput,
  LeaveFormDefaults,
} from './leave.types.js';

export const LEAVE_NOT_FOUND = 'Leave request not found';
export const LEAVE_CHANGED =
  'This leave request was changed by someone else in the meantime. Reload it and try again.';
export const VERIFY_FIRST = 'Please verify your email address before filing a leave application.';
export const NOT_DEPLOYED =
  'Only trainees and scholars deployed to an office can file a leave application.';
export const NOT_ACTIVE = (status: string) =>
  `Your deployment is ${status}: you cannot file a leave application.`;
export const ONLY_PENDING_CANCEL = 'Only a pending leave request can be cancelled.';
export const CANCELLED_IS_FINAL = 'A cancelled leave request cannot be changed.';
export const HR_NOTE_ONLY_HR = 'Only HR can write an HR note.';
export const OVERLAPS = (other: LeaveRequestRow) =>
  `These dates overlap your ${other.status} leave (${dateSpan(other.dateFrom, other.dateTo)}).`;
const MAX_SEARCH = 100;

/** What a filing reads from its transport: the form, and the proof document stored as it arrives. */
export type ReadLeaveForm = ReadForm<{ form: LeaveForm; proof?: StoredBlob }>;

/** An office filter that is no office id (REST query text) finds no office. */
function checkOfficeId(officeId: string | undefined): void {
  if (officeId !== undefined && !isUuid(officeId))
    throw DomainError.badInput('Office not found', { officeId: 'Office not found' });
}

const holdsDays = (status: LeaveStatus) => status === 'pending' || status === 'approved';

/**
 * Leave (A§2.3–2.5, ARCHITECTURE §6): a deployed student files, the office of
 * the scholar or HR decides (leave-transitions.ts), the student hears of it;
 * approved leave marks the DTR days "On leave" through LeaveCalendar.
 */
@Injectable()
export class LeaveService implements OnModuleInit {
  constructor(
    private readonly leave: LeaveRepository,
    private readonly scholars: ScholarsService,
    private readonly files: FilesService,
    private readonly notices: LeaveNotices,
    private readonly calendar: LeaveCalendar,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
    private readonly university: CalendarService,
  ) {}

  onModuleInit(): void {
    // A proof is read like its request: by the scholar, HR and the staff of the scholar's office now.
    this.files.readableBy('leave_proof', (fileId, scope) => this.leave.proofInScope(fileId, scope));
  }

  /** One request the viewer may see (their own; their office's; any for HR); else NOT_FOUND. */
  get(viewer: User, id: string): Promise<LeaveRequestView> {
    requireAccess(viewer, 'leaveRequest');
    return this.visible(viewer, id);
  }

  private async visible(viewer: User, id: string): Promise<LeaveRequestView> {
    const request = isUuid(id) ? await this.leave.findView(id) : undefined;
    if (!request || !inScope(scopeFor(viewer), request))
      throw DomainError.notFound(LEAVE_NOT_FOUND);
    return request;
  }

  mine(user: User): Promise<LeaveRequestView[]> {
    requireAccess(user, 'myLeaveRequests');
    return this.leave.listOwn(user.id);
  }

  /**
   * A§2.3 prefill for a deployed student (null otherwise). The application holds no ID #,
   * course or year, so those come from what the student wrote on their latest leave.
   */
  async formDefaults(user: User): Promise<LeaveFormDefaults | null> {
    requireAccess(user, 'leaveFormDefaults');
    const scholar = await this.scholars.currentOf(user.id);
    const sources = scholar && (await this.leave.formSources(user.id, scholar.id));
    if (!sources) return null;
    const { application, lastLeave, officeName } = sources;
    return {
      name: application
        ? `${application.firstName} ${application.lastName}`
        : `${user.firstname} ${user.lastname}`,
      idNumber: lastLeave?.idNumber ?? '',
      schoolDept: lastLeave?.schoolDept ?? application?.college ?? officeName,
      courseYear: lastLeave?.courseYear ?? '',
    };
  }

  list(
    viewer: User,
    filter: LeaveListFilter,
    request: PageRequest,
  ): Promise<Paged<LeaveRequestView>> {
    requireAccess(viewer, 'leaveRequests');
    if ((filter.search?.length ?? 0) > MAX_SEARCH) {
      const message = `Search must be at most ${MAX_SEARCH} characters`;
      throw DomainError.badInput(message, { search: message });
    }
    checkOfficeId(filter.officeId);
    const scope = scopeFor(viewer);
    return pageOf(request, (window) => this.leave.page(scope, filter, window));
  }

  totals(viewer: User, officeId?: string): Promise<LeaveTotals> {
    requireAccess(viewer, 'leaveRequestTotals');
    checkOfficeId(officeId);
    return this.leave.totals(scopeFor(viewer), officeId);
  }

  /** What the viewer may set this request to now (empty: nothing). */
  allowedNextStatuses(viewer: User, request: LeaveRequestView): readonly LeaveStatus[] {
    const decider = deciderOf(viewer.role);
    if (decider === 'owner' && request.userId !== viewer.id) return [];
    return allowedNextStatuses(request.status, decider);
  }

  /** A§2.3 Submit Leave Application: a verified, actively deployed student; pending. */
  async file(user: User, read: ReadLeaveForm): Promise<LeaveRequestView> {
    requireAccess(user, 'fileLeaveRequest');
    if (!user.verified) throw DomainError.forbidden(VERIFY_FIRST);
    const scholar = await this.scholars.currentOf(user.id);
    if (!scholar) throw DomainError.forbidden(NOT_DEPLOYED);
    if (scholar.status !== 'active') throw DomainError.forbidden(NOT_ACTIVE(scholar.status));

    return this.files.withUploads(async (receive) => {
      const { form, proof } = await read(receive);
      const checked = checkLeaveForm(form, scholar);
      await this.refuseClosed(checked);
      return await this.context.transaction(async () => {
        await this.scholars.lock(scholar.id);
        const other = await this.leave.overlapping(scholar.id, checked.dateFrom, checked.dateTo);
        if (other) throw DomainError.badInput(OVERLAPS(other), { dateFrom: OVERLAPS(other) });
        const proofFile = proof ? await this.files.record(user.id, proof) : undefined;
        const row = await this.leave.insert({
          ...checked,
          scholarId: scholar.id,
          proofFileId: proofFile?.id ?? null,
        });
        await this.leave.history.insert({
          leaveRequestId: row.id,
          actorId: user.id,
          fromStatus: null,
          toStatus: 'pending',
          comment: 'Leave application filed',
        });
        const request = (await this.leave.findView(row.id))!;
        await this.decisions.announce(await this.notices.filed(request));
        return request;
      });
    });
  }

  /** Office staff of the scholar's office, or HR: a status from the matrix, with remarks or a note. */
  async decide(actor: User, input: DecideLeaveRequestInput): Promise<LeaveRequestView> {
    requireAccess(actor, 'decideLeaveRequest');
    const request = await this.visible(actor, input.id);
    const decider = deciderOf(actor.role);
    if (decider === 'owner') throw DomainError.notFound(LEAVE_NOT_FOUND);
    if (decider === 'office' && input.hrNote !== undefined)
      throw DomainError.badInput(HR_NOTE_ONLY_HR, { hrNote: HR_NOTE_ONLY_HR });
    const version = input.expectedVersion ?? request.version;
    if (version !== request.version) throw DomainError.conflict(LEAVE_CHANGED);
    await this.refuseClosed(request);
    if (!canMove(request.status, input.status, decider)) {
      const message =
        request.status === 'cancelled'
          ? CANCELLED_IS_FINAL
          : `A leave request that is ${LEAVE_STATUS_LABELS[request.status]} cannot be set to ${LEAVE_STATUS_LABELS[input.status]}.`;
      throw DomainError.badInput(message, { status: message });
    }
    const remarks = input.remarks ?? request.remarks;
    const hrNote = input.hrNote ?? request.hrNote;
    const moved = input.status !== request.status;
    if (!moved && remarks === request.remarks && hrNote === request.hrNote) return request;

    return this.context.transaction(async () => {
      if (moved && holdsDays(input.status) && !holdsDays(request.status)) {
        await this.scholars.lock(request.scholarId);
        const other = await this.leave.overlapping(
          request.scholarId,
          request.dateFrom,
          request.dateTo,
          request.id,
        );
        if (other) throw DomainError.badInput(OVERLAPS(other), { status: OVERLAPS(other) });
      }
      await this.decisions.decide({
        write: () =>
          this.leave.update(
            { id: request.id, version, status: request.status },
            { status: input.status, remarks, hrNote, decidedBy: actor.id, decidedAt: new Date() },
          ),
        conflict: LEAVE_CHANGED,
        record: () =>
          this.leave.history.insert({
            leaveRequestId: request.id,
            actorId: actor.id,
            fromStatus: request.status,
            toStatus: input.status,
            comment: [input.remarks, input.hrNote].filter(Boolean).join('\n') || null,
          }),
        announce: async (row: LeaveRequestRow) =>
          this.notices.decided(request, { ...request, ...row }, decider),
      });
      this.dtrFollows(request, input.status);
      return (await this.leave.findView(request.id))!;
    });
  }

  /** The student takes back their own request while it is pending. */
  async cancel(user: User, input: CancelLeaveRequestInput): Promise<LeaveRequestView> {
    requireAccess(user, 'cancelLeaveRequest');
    const request = isUuid(input.id) ? await this.leave.findView(input.id) : undefined;
    if (!request || request.userId !== user.id) throw DomainError.notFound(LEAVE_NOT_FOUND);
    const version = input.expectedVersion ?? request.version;
    if (version !== request.version) throw DomainError.conflict(LEAVE_CHANGED);
    if (!canMove(request.status, 'cancelled', 'owner'))
      throw DomainError.conflict(ONLY_PENDING_CANCEL);
    await this.refuseClosed(request);
    await this.decisions.decide({
      write: () =>
        this.leave.update(
          { id: request.id, version, status: request.status },
          { status: 'cancelled' },
        ),
      conflict: LEAVE_CHANGED,
      record: () =>
        this.leave.history.insert({
          leaveRequestId: request.id,
          actorId: user.id,
          fromStatus: request.status,
          toStatus: 'cancelled',
          comment: 'Cancelled by the student',
        }),
      announce: () => this.notices.cancelled(request),
    });
    return (await this.leave.findView(request.id))!;
  }

  history(leaveRequestId: string) {
    return this.leave.history.list(leaveRequestId);
  }

  async proof(request: { proofFileId: string | null }): Promise<StoredFile | null> {
    if (!request.proofFileId) return null;
    const [file] = await this.files.findByIds([request.proofFileId]);
    return file ? toStoredFile(file) : null;
  }

  /** Approved leave entering or leaving: the scholar's DTR screens hear of those days. */
  private dtrFollows(before: LeaveRequestView, to: LeaveStatus): void {
    if ((before.status === 'approved') === (to === 'approved')) return;
    this.calendar.changed({
      scholarId: before.scholarId,
      dates: datesBetween(before.dateFrom, before.dateTo),
    });
  }

  /** Leave over a closed term's days is read-only, like the term's DTR. */
  private async refuseClosed(leave: { dateFrom: string; dateTo: string }): Promise<void> {
    (await this.university.current()).refuseClosedDays(leave.dateFrom, leave.dateTo);
  }
}
