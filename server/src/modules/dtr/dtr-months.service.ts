import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { eq, inArray } from 'drizzle-orm';
import { DomainError } from '../../common/errors/domain-error.js';
import { addDays } from '../../common/university-time.js';
import { DbContext } from '../../db/db-context.js';
import { CalendarService } from '../calendar/calendar.service.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import { DtrAccess } from './dtr-access.js';
import { checkMonth, monthOf, monthRange } from './dtr-calendar.js';
import { DtrEntriesRepository } from './dtr-entries.repository.js';
import { DtrLive } from './dtr-live.js';
import { DtrMonthsRepository } from './dtr-months.repository.js';
import { DtrNotices } from './dtr-notices.js';
import { DtrSheetsService } from './dtr-sheets.service.js';
import { dtrMonths, type DtrMonthRow, type DtrMonthStatus } from './dtr.table.js';
import type { DtrMonth } from './dtr.types.js';
import type { DecideDtrMonthInput, SubmitDtrMonthInput } from './dtr.inputs.js';

export const MONTHS = {
  changed: 'This month was changed by someone else in the meantime. Reload it and try again.',
  notStarted: 'You cannot submit a month that has not started.',
  beforeDeployment: 'This month is before your deployment started.',
  alreadySubmitted: 'This month is already submitted.',
  alreadyApproved: 'This month is already approved.',
  notSubmitted: 'Only a submitted month can be approved or returned.',
  remarksRequired: 'Say what to fix when returning a month.',
  unconfirmed: (count: number) =>
    `Confirm every recorded day first: ${count} ${count === 1 ? 'day is' : 'days are'} still unconfirmed.`,
} as const;

const SUBMITTABLE: DtrMonthStatus[] = ['draft', 'returned'];

/**
 * Month submission ("Please submit your DTR every first week of the month"
 * made real): the student submits (draft or returned → submitted); the
 * office approves or returns it with remarks. Both are versioned decisions
 * with a history row and a notice.
 *
 * Approving confirms nothing by itself: a month can only be approved once
 * every recorded day is confirmed (or excused without times), so what is
 * approved is exactly what the office looked at, day by day or in bulk.
 */
@Injectable()
export class DtrMonthsService {
  constructor(
    private readonly access: DtrAccess,
    private readonly months: DtrMonthsRepository,
    private readonly entries: DtrEntriesRepository,
    private readonly sheets: DtrSheetsService,
    private readonly decisions: Decisions,
    private readonly notices: DtrNotices,
    private readonly live: DtrLive,
    private readonly context: DbContext,
    private readonly calendar: CalendarService,
  ) {}

  async submit(user: User, input: SubmitDtrMonthInput): Promise<DtrMonth> {
    requireAccess(user, 'submitDtrMonth');
    const scholar = await this.access.own(user);
    const month = checkMonth(input.month);
    if (month > monthOf(this.access.today())) refuseMonth(MONTHS.notStarted);
    if (month < monthOf(scholar.startedOn)) refuseMonth(MONTHS.beforeDeployment);
    await this.refuseClosed(month);
    await this.context.transaction(async () => {
      const row = await this.months.ensure(scholar.id, month);
      checkMonthVersion(row, input.expectedVersion);
      if (row.status === 'submitted') refuseMonth(MONTHS.alreadySubmitted);
      if (row.status === 'approved') refuseMonth(MONTHS.alreadyApproved);
      await this.decisions.decide({
        write: () =>
          this.months.update(
            row,
            { status: 'submitted', submittedAt: new Date() },
            inArray(dtrMonths.status, SUBMITTABLE),
          ),
        conflict: MONTHS.changed,
        record: () => this.record(row, user, 'submitted', null),
        announce: () => this.notices.monthSubmitted(scholar, month),
      });
      this.published(scholar, month, 'submitted');
    });
    return this.sheets.sheet(scholar, month, 'student');
  }

  async decide(viewer: User, input: DecideDtrMonthInput): Promise<DtrMonth> {
    requireAccess(viewer, 'decideDtrMonth');
    const scholar = await this.access.scholar(viewer, input.scholarId);
    const month = checkMonth(input.month);
    const remarks = input.remarks ?? null;
    if (input.status === 'returned' && remarks === null)
      throw DomainError.badInput(MONTHS.remarksRequired, { remarks: MONTHS.remarksRequired });
    await this.refuseClosed(month);
    await this.context.transaction(async () => {
      const row = await this.months.find(scholar.id, month);
      // A decision taken on an older version is told so first: someone decided meanwhile.
      if (row) checkMonthVersion(row, input.expectedVersion);
      if (row?.status !== 'submitted')
        throw DomainError.badInput(MONTHS.notSubmitted, { status: MONTHS.notSubmitted });
      await this.decisions.decide({
        write: async () => {
          const updated = await this.months.update(
            row,
            { status: input.status, remarks, decidedBy: viewer.id, decidedAt: new Date() },
            eq(dtrMonths.status, 'submitted'),
          );
          // Counted after the write: the month row is now locked, so no day can change under it.
          if (updated && input.status === 'approved') {
            const pending = await this.entries.pendingCount(scholar.id, monthRange(month));
            if (pending > 0)
              throw DomainError.badInput(MONTHS.unconfirmed(pending), {
                status: MONTHS.unconfirmed(pending),
              });
          }
          return updated;
        },
        conflict: MONTHS.changed,
        record: () => this.record(row, viewer, input.status, remarks),
        announce: () =>
          input.status === 'approved'
            ? this.notices.monthApproved(scholar, month)
            : this.notices.monthReturned(scholar, month, remarks!),
      });
      this.published(scholar, month, input.status);
    });
    return this.sheets.sheet(scholar, month, 'office');
  }

  /** A month wholly in closed terms is read-only; one across a closed term's end is still decided. */
  private async refuseClosed(month: string): Promise<void> {
    const { from, until } = monthRange(month);
    const calendar = await this.calendar.current();
    if (!calendar.openPart(from, addDays(until, -1))) calendar.refuseClosedDays(from);
  }

  private record(row: DtrMonthRow, actor: User, to: DtrMonthStatus, comment: string | null) {
    return this.months.history.insert({
      monthId: row.id,
      actorId: actor.id,
      fromStatus: row.status,
      toStatus: to,
      comment,
    });
  }

  private published(scholar: ScholarView, month: string, monthStatus: DtrMonthStatus) {
    this.live.changed({ scholarId: scholar.id, month, dates: [], monthStatus });
  }
}

function refuseMonth(message: string): never {
  throw DomainError.badInput(message, { month: message });
}

function checkMonthVersion(row: DtrMonthRow, expectedVersion: number | undefined) {
  if (expectedVersion !== undefined && row.version !== expectedVersion)
    throw DomainError.conflict(MONTHS.changed);
}
