import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { scopeFor, type Scope } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import { STATUS_LABELS } from './scholar-request-mails.js';
import { ScholarRequestNotices } from './scholar-request-notices.js';
import { canMove } from './scholar-request-statuses.js';
import {
  ScholarRequestsRepository,
  type ScholarRequestListFilter,
  type ScholarRequestView,
} from './scholar-requests.repository.js';
import type { ScholarRequestRow, ScholarRequestStatus } from './scholar-requests.table.js';
import type {
  AnswerScholarRequestInput,
  CancelScholarRequestInput,
  CreateScholarRequestInput,
} from './scholar-requests.types.js';

export const REQUESTS = {
  notFound: 'Scholar request not found',
  changed: 'This request was changed by someone else in the meantime. Reload it and try again.',
  noOffice: 'Your account is not assigned to an office.',
  answerRequired: 'Give a reason when declining a request.',
  onlyOpenWithdrawn: 'Only an open request can be withdrawn.',
  cannotMove: (from: ScholarRequestStatus, to: ScholarRequestStatus) =>
    `A request that is ${STATUS_LABELS[from].toLowerCase()} cannot be moved to ${STATUS_LABELS[to].toLowerCase()}.`,
} as const;
const MAX_SEARCH = 100;

const inScope = (scope: Scope, request: { officeId: string }) =>
  scope.kind === 'all' || (scope.kind === 'office' && scope.officeId === request.officeId);

function refuse(field: string, message: string): never {
  throw DomainError.badInput(message, { [field]: message });
}

/**
 * Scholar requests (A§2.4 Requests made real): office staff ask HR for
 * scholars for their own office and see only their office's requests
 * (another office's is "not found"); HR sees all and answers them. Every
 * answer, reopening and withdrawal is a versioned decision (ARCHITECTURE §6)
 * checked against `allowedNextStatuses`.
 */
@Injectable()
export class ScholarRequestsService {
  constructor(
    private readonly requests: ScholarRequestsRepository,
    private readonly notices: ScholarRequestNotices,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
  ) {}

  /** One request the viewer may see; anything else is NOT_FOUND. */
  get(viewer: User, id: string): Promise<ScholarRequestView> {
    requireAccess(viewer, 'scholarRequest');
    return this.visible(viewer, id);
  }

  private async visible(viewer: User, id: string): Promise<ScholarRequestView> {
    const request = isUuid(id) ? await this.requests.findView(id) : undefined;
    if (!request || !inScope(scopeFor(viewer), request))
      throw DomainError.notFound(REQUESTS.notFound);
    return request;
  }

  list(
    viewer: User,
    filter: ScholarRequestListFilter,
    request: PageRequest,
  ): Promise<Paged<ScholarRequestView>> {
    requireAccess(viewer, 'scholarRequests');
    if ((filter.search?.length ?? 0) > MAX_SEARCH)
      refuse('search', `Search must be at most ${MAX_SEARCH} characters`);
    const scope = scopeFor(viewer);
    return pageOf(request, (window) => this.requests.page(scope, filter, window));
  }

  /** Office staff ask HR for scholars for their own office. */
  async create(actor: User, input: CreateScholarRequestInput): Promise<ScholarRequestView> {
    requireAccess(actor, 'createScholarRequest');
    const scope = scopeFor(actor);
    if (scope.kind !== 'office' || scope.officeId === null)
      throw DomainError.forbidden(REQUESTS.noOffice);
    const officeId = scope.officeId;
    return this.context.transaction(async () => {
      const row = await this.requests.insert({
        officeId,
        requestedBy: actor.id,
        total: input.total,
        // Male + Female need not equal Total (A§5: a warning, never a refusal).
        male: input.male ?? 0,
        female: input.female ?? 0,
        scholarType: input.scholarType ?? null,
        notes: input.notes ?? null,
      });
      await this.record(row, actor, null, input.notes ?? null);
      const view = (await this.requests.findView(row.id))!;
      await this.decisions.announce(await this.notices.created(view, actor));
      return view;
    });
  }

  /** HR answers (or revises its answer, or reopens the request); the office hears of it. */
  async answer(actor: User, input: AnswerScholarRequestInput): Promise<ScholarRequestView> {
    requireAccess(actor, 'answerScholarRequest');
    const request = await this.visible(actor, input.id);
    checkVersion(request, input.expectedVersion);
    if (!canMove(request.status, input.status, actor.role))
      refuse('status', REQUESTS.cannotMove(request.status, input.status));
    const answer = input.answer ?? null;
    if (input.status === 'declined' && answer === null) refuse('answer', REQUESTS.answerRequired);
    const reopening = input.status === 'open';
    await this.decisions.decide({
      write: () =>
        this.requests.update(
          request,
          reopening
            ? { status: 'open', answer: null, answeredBy: null, answeredAt: null }
            : { status: input.status, answer, answeredBy: actor.id, answeredAt: new Date() },
        ),
      conflict: REQUESTS.changed,
      record: (row) => this.record(row, actor, request.status, answer),
      // The reopening's words reach the office too, though the request keeps no answer.
      announce: async () =>
        this.notices.answered({ ...(await this.requests.findView(request.id))!, answer }),
    });
    return (await this.requests.findView(request.id))!;
  }

  /** The office withdraws its own request while HR has not answered it. */
  async cancel(actor: User, input: CancelScholarRequestInput): Promise<ScholarRequestView> {
    requireAccess(actor, 'cancelScholarRequest');
    const request = await this.visible(actor, input.id);
    checkVersion(request, input.expectedVersion);
    if (!canMove(request.status, 'cancelled', actor.role))
      refuse('status', REQUESTS.onlyOpenWithdrawn);
    await this.decisions.decide({
      write: () => this.requests.update(request, { status: 'cancelled' }),
      conflict: REQUESTS.changed,
      record: (row) => this.record(row, actor, request.status, null),
      announce: () => this.notices.cancelled(request, actor),
    });
    return (await this.requests.findView(request.id))!;
  }

  history(requestId: string) {
    return this.requests.history.list(requestId);
  }

  /** Whether any request exists (the demo seeds only an empty installation). */
  async any(): Promise<boolean> {
    return (await this.requests.count()) > 0;
  }

  private record(
    row: ScholarRequestRow,
    actor: User,
    fromStatus: ScholarRequestStatus | null,
    comment: string | null,
  ) {
    return this.requests.history.insert({
      requestId: row.id,
      actorId: actor.id,
      fromStatus,
      toStatus: row.status,
      comment,
    });
  }
}

/** A decision taken on an older version is told so before anything else. */
function checkVersion(request: ScholarRequestRow, expectedVersion: number | undefined) {
  if (expectedVersion !== undefined && expectedVersion !== request.version)
    throw DomainError.conflict(REQUESTS.changed);
}
