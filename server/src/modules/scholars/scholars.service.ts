import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { inScope, scopeFor } from '../../common/scope.js';
import { todayIn } from '../../common/university-time.js';
import { isUuid } from '../../common/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { DbContext } from '../../db/db-context.js';
import { OfficesService } from '../offices/offices.service.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import { ScholarNotices } from './scholar-notices.js';
import {
  ScholarsRepository,
  type ScholarListFilter,
  type ScholarView,
} from './scholars.repository.js';
import type { ScholarRow, ScholarStatus } from './scholars.table.js';
import { type ApplicationPosition } from '../positions/position.table.js';

export const SCHOLAR_NOT_FOUND = 'Scholar not found';
export const OFFICE_REQUIRED = 'Choose the office where the student will train.';
export const OFFICE_NOT_FOUND = 'Office not found';
export const SCHOLAR_CHANGED =
  'This scholar was changed by someone else in the meantime. Reload and try again.';
export const SAME_OFFICE = 'The scholar is already assigned to this office.';
const MAX_SEARCH = 100;
const IMPORTED = 'Imported';

/** A scholar as an import brings one in: the programme's own record of them before the system. */
export interface ImportedScholar {
  userId: string;
  officeId: string;
  program: ApplicationPosition;
  status: ScholarStatus;
  startedOn: string;
  importedMinutes: number;
  importedTerms: number;
}

/**
 * Scholars and their deployment (ARCHITECTURE §4, §6): a trainee is made when
 * HR passes an applicant into training at an office, becomes a scholar on
 * acceptance, and ends when the application is rejected or withdrawn during
 * training. Office staff see only their office's scholars (out of scope is
 * "not found"); HR sees and reassigns all.
 */
@Injectable()
export class ScholarsService {
  constructor(
    private readonly scholars: ScholarsRepository,
    private readonly offices: OfficesService,
    private readonly notices: ScholarNotices,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** One scholar the viewer may see; anything else is NOT_FOUND. */
  async get(viewer: User, id: string): Promise<ScholarView> {
    requireAccess(viewer, 'scholar');
    const scholar = isUuid(id) ? await this.scholars.findView(id) : undefined;
    if (!scholar || !inScope(scopeFor(viewer), scholar))
      throw DomainError.notFound(SCHOLAR_NOT_FOUND);
    return scholar;
  }

  /**
   * Holds the scholar's row until the caller's transaction ends, so two
   * filings for one scholar (overlapping leave, a second re-application for a
   * term) cannot both pass their checks.
   */
  lock(scholarId: string): Promise<void> {
    return this.scholars.lock(scholarId);
  }

  /** The signed-in student's current deployment (trainee or scholar, any status), if any. */
  mine(viewer: User): Promise<ScholarView | undefined> {
    requireAccess(viewer, 'myScholar');
    return this.currentOf(viewer.id);
  }

  /** The student's current deployment (trainee or scholar, any status), if any. */
  currentOf(userId: string): Promise<ScholarView | undefined> {
    return this.scholars.findCurrentByUser(userId);
  }

  /** Offices whose deployments take an application out of other offices' scope (see application-scope). */
  deploymentOfficesOf(application: { id: string; userId: string }): Promise<string[]> {
    return this.scholars.deploymentOfficesOf(application);
  }

  list(viewer: User, filter: ScholarListFilter, request: PageRequest): Promise<Paged<ScholarView>> {
    requireAccess(viewer, 'scholars');
    if ((filter.search?.length ?? 0) > MAX_SEARCH) {
      const message = `Search must be at most ${MAX_SEARCH} characters`;
      throw DomainError.badInput(message, { search: message });
    }
    const scope = scopeFor(viewer);
    return pageOf(request, (window) => this.scholars.page(scope, filter, window));
  }

  /**
   * passed_interview: the applicant becomes a trainee of `officeId` (in the
   * caller's transaction). Passing again after a hold re-opens the same row.
   */
  async deploy(
    actor: User,
    application: { id: string; userId: string; position: ApplicationPosition },
    officeId: string | undefined,
  ): Promise<ScholarView> {
    const office = await this.officeOrFail(officeId);
    const today = this.today();
    return this.context.transaction(async () => {
      const existing = await this.scholars.findByApplication(application.id);
      const row = existing
        ? await this.scholars.update(existing, {
            officeId: office.id,
            stage: 'trainee',
            status: 'active',
            endedOn: null,
          })
        : await this.scholars.insert({
            userId: application.userId,
            applicationId: application.id,
            program: application.position,
            officeId: office.id,
            startedOn: today,
          });
      if (!row) throw DomainError.conflict(SCHOLAR_CHANGED);
      // Passing again (after a hold) at the office it never left keeps its open assignment.
      const stays = existing?.endedOn === null && existing.officeId === office.id;
      if (!stays) await this.scholars.assign(row.id, office.id, today, actor.id);
      await this.record(
        actor,
        row.id,
        'stage',
        existing ? existing.stage : null,
        'trainee',
        office.name,
      );
      const scholar = (await this.scholars.findView(row.id))!;
      await this.decisions.announce(await this.notices.deployed(scholar));
      return scholar;
    });
  }

  /** accepted: the trainee of this application becomes a scholar of the same office. */
  async promote(actor: User, applicationId: string): Promise<void> {
    const row = await this.scholars.findByApplication(applicationId);
    if (!row || row.stage === 'scholar') return;
    const updated = await this.scholars.update(row, { stage: 'scholar', status: 'active' });
    if (!updated) throw DomainError.conflict(SCHOLAR_CHANGED);
    await this.record(actor, row.id, 'stage', 'trainee', 'scholar', null);
    await this.decisions.announce(
      await this.notices.promoted((await this.scholars.findView(row.id))!),
    );
  }

  /** Rejection or withdrawal during training ends the trainee: inactive, with an end date. */
  async endTraining(actor: User, applicationId: string, reason: string): Promise<void> {
    const row = await this.scholars.findByApplication(applicationId);
    if (!row || row.endedOn !== null || row.stage !== 'trainee') return;
    const today = this.today();
    const updated = await this.scholars.update(row, { status: 'inactive', endedOn: today });
    if (!updated) throw DomainError.conflict(SCHOLAR_CHANGED);
    await this.scholars.closeAssignment(row.id, today);
    await this.record(actor, row.id, 'status', row.status, 'inactive', reason);
  }

  /** A§2.4 Scholars: office staff (own office) or HR set active / inactive / suspended. */
  async changeStatus(
    actor: User,
    input: { id: string; status: ScholarStatus; expectedVersion?: number; comment?: string },
  ): Promise<ScholarView> {
    requireAccess(actor, 'updateScholarStatus');
    const scholar = await this.get(actor, input.id);
    const version = input.expectedVersion ?? scholar.version;
    if (scholar.status === input.status && version === scholar.version) return scholar;
    await this.decisions.decide({
      write: () => this.scholars.update({ id: scholar.id, version }, { status: input.status }),
      conflict: SCHOLAR_CHANGED,
      record: () =>
        this.record(
          actor,
          scholar.id,
          'status',
          scholar.status,
          input.status,
          input.comment ?? null,
        ),
      announce: async (row: ScholarRow) =>
        this.notices.statusChanged({ ...scholar, status: row.status }),
    });
    return (await this.scholars.findView(scholar.id))!;
  }

  /** HR moves a scholar to another office; the history keeps both, both offices hear of it. */
  async reassign(
    actor: User,
    input: { id: string; officeId: string; expectedVersion?: number; comment?: string },
  ): Promise<ScholarView> {
    requireAccess(actor, 'reassignScholar');
    const scholar = await this.get(actor, input.id);
    const office = await this.officeOrFail(input.officeId);
    if (office.id === scholar.officeId)
      throw DomainError.badInput(SAME_OFFICE, { officeId: SAME_OFFICE });
    const version = input.expectedVersion ?? scholar.version;
    const today = this.today();
    await this.decisions.decide({
      write: () => this.scholars.update({ id: scholar.id, version }, { officeId: office.id }),
      conflict: SCHOLAR_CHANGED,
      record: async () => {
        await this.scholars.assign(scholar.id, office.id, today, actor.id);
        await this.record(
          actor,
          scholar.id,
          'office',
          scholar.officeName,
          office.name,
          input.comment ?? null,
        );
      },
      announce: () =>
        this.notices.reassigned(
          { ...scholar, officeId: office.id, officeName: office.name },
          { id: scholar.officeId, name: scholar.officeName },
        ),
    });
    return (await this.scholars.findView(scholar.id))!;
  }

  /**
   * Scholars moved together between statuses as a term closes or reopens
   * (caller's transaction): those of `ids` still at `from` go to `to`, each
   * one's history says why, and each scholar and their office are told.
   * Answers the ids moved.
   */
  async moveStatusTogether(
    actor: { id: string },
    ids: readonly string[],
    change: { from: ScholarStatus; to: ScholarStatus; why: string },
  ): Promise<string[]> {
    const moved = await this.scholars.moveStatus(ids, change.from, change.to);
    if (moved.length === 0) return [];
    await this.scholars.history.insert(
      moved.map((row) => ({
        scholarId: row.id,
        actorId: actor.id,
        field: 'status',
        fromValue: change.from,
        toValue: change.to,
        comment: change.why,
      })),
    );
    const views = await this.scholars.findViews(moved.map((row) => row.id));
    await this.decisions.announce(await this.notices.movedTogether(views, change));
    return moved.map((row) => row.id);
  }

  /**
   * Scholars the programme had before the system (an import), in the
   * caller's transaction and a statement per table for all of them: scholars
   * already, deployed to their office since the day they started, the
   * history saying so. No notices: the people hear of their account by mail,
   * at HR's choice.
   */
  async importScholars(actor: User, inputs: readonly ImportedScholar[]): Promise<void> {
    const rows = await this.scholars.insertMany(
      inputs.map((input) => ({ ...input, stage: 'scholar' as const })),
    );
    await this.scholars.openAssignments(
      rows.map((row) => ({
        scholarId: row.id,
        officeId: row.officeId,
        fromDate: row.startedOn,
        assignedBy: actor.id,
      })),
    );
    await this.scholars.history.insert(
      rows.map((row) => ({
        scholarId: row.id,
        actorId: actor.id,
        field: 'stage',
        fromValue: null,
        toValue: 'scholar',
        comment: IMPORTED,
      })),
    );
  }

  /**
   * A current scholar brought in line with an import's row (caller's
   * transaction): a new office is a reassignment from today, a new status
   * or office is in the history, a new start moves the first assignment.
   */
  async updateImported(actor: User, scholar: ScholarRow, next: ImportedScholar): Promise<void> {
    const { userId: _user, ...values } = next;
    const row = await this.scholars.update(scholar, values);
    if (!row) throw DomainError.conflict(SCHOLAR_CHANGED);
    if (next.officeId !== scholar.officeId) {
      const [from, to] = await Promise.all([
        this.offices.findById(scholar.officeId),
        this.offices.findById(next.officeId),
      ]);
      await this.scholars.assign(scholar.id, next.officeId, this.today(), actor.id);
      await this.record(actor, scholar.id, 'office', from?.name ?? null, to!.name, IMPORTED);
    }
    if (next.status !== scholar.status)
      await this.record(actor, scholar.id, 'status', scholar.status, next.status, IMPORTED);
    if (next.startedOn !== scholar.startedOn)
      await this.scholars.moveStart(scholar.id, next.startedOn);
  }

  /**
   * Records that a deployment began earlier than the day it was entered
   * (demo data and test set-ups use it to have a past to record hours in).
   */
  async moveStart(scholarId: string, startedOn: string): Promise<void> {
    await this.context.transaction(() => this.scholars.moveStart(scholarId, startedOn));
  }

  history(scholarId: string) {
    return this.scholars.history.list(scholarId);
  }

  assignments(scholarId: string) {
    return this.scholars.assignmentsOf(scholarId);
  }

  private async officeOrFail(officeId: string | undefined) {
    if (!officeId) throw DomainError.badInput(OFFICE_REQUIRED, { officeId: OFFICE_REQUIRED });
    const office = isUuid(officeId) ? await this.offices.findById(officeId) : undefined;
    if (!office) throw DomainError.badInput(OFFICE_NOT_FOUND, { officeId: OFFICE_NOT_FOUND });
    return office;
  }

  private record(
    actor: User | null,
    scholarId: string,
    field: string,
    fromValue: string | null,
    toValue: string,
    comment: string | null,
  ) {
    return this.scholars.history.insert({
      scholarId,
      actorId: actor?.id ?? null,
      field,
      fromValue,
      toValue,
      comment,
    });
  }

  private today(): string {
    return todayIn(this.config.timeZone);
  }
}
