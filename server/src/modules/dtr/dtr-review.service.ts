import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../common/errors/domain-error.js';
import { DbContext } from '../../db/db-context.js';
import { LeaveCalendar } from '../leave/leave-calendar.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import type { User } from '../users/users.table.js';
import { Decisions, type Announcement } from '../workflow/decisions.js';
import { DtrAccess } from './dtr-access.js';
import { checkDate, monthOf } from './dtr-calendar.js';
import { DAY_CHANGED, checkVersion } from './dtr-days.service.js';
import { DtrEntriesRepository } from './dtr-entries.repository.js';
import { LOCKS, officeLock, outsideDeployment, refuseDay } from './dtr-locks.js';
import { DtrLive } from './dtr-live.js';
import { DtrMonthsRepository } from './dtr-months.repository.js';
import { DtrNotices } from './dtr-notices.js';
import { checkTimes, hasTimes } from './dtr-rules.js';
import { buildDay } from './dtr-sheet.js';
import { DtrTraining } from './dtr-training.js';
import { dtrEntries, type DtrEntryRow, type DtrEntryStatus } from './dtr.table.js';
import type { DtrDay } from './dtr.types.js';
import { CalendarService } from '../calendar/calendar.service.js';
import type {
  ConfirmDtrDayInput,
  CorrectDtrDayInput,
  ExcuseDtrDayInput,
  UnconfirmDtrDayInput,
} from './dtr.inputs.js';

export const REVIEW = {
  incomplete: 'Only a day with a complete IN/OUT pair can be confirmed.',
  alreadyConfirmed: 'This day is already confirmed.',
  notConfirmed: 'This day is not confirmed.',
  nothingToCorrect: 'Enter the times of the day.',
  notExcused: 'This day is not excused.',
} as const;

type Snapshot = Pick<DtrEntryRow, 'in1' | 'out1' | 'in2' | 'out2' | 'status' | 'excusedReason'>;
const snapshot = (row: Snapshot) => ({
  in1: row.in1,
  out1: row.out1,
  in2: row.in2,
  out2: row.out2,
  status: row.status,
  excusedReason: row.excusedReason,
});

interface DayAction {
  /** The write; undefined when it lost a race (CONFLICT). */
  write: (existing: DtrEntryRow | undefined) => Promise<DtrEntryRow | undefined>;
  /** Kept in dtr_entry_edits with the editor (corrections, un-confirmations, excuses). */
  audited?: { reason: string | null };
  announce: Announcement;
  /** A correction may change an approved month (with a reason); nothing else may. */
  inApprovedMonth?: boolean;
}

/**
 * What office staff (of the scholar's office) and HR do to a scholar's days
 * (A§2.4): confirm, take a confirmation back, correct times, excuse. Each is
 * a conditional write on the day's version, audited, announced to the
 * student once, published live, and settles the 130-hour training.
 */
@Injectable()
export class DtrReviewService {
  constructor(
    private readonly access: DtrAccess,
    private readonly entries: DtrEntriesRepository,
    private readonly months: DtrMonthsRepository,
    private readonly training: DtrTraining,
    private readonly decisions: Decisions,
    private readonly notices: DtrNotices,
    private readonly live: DtrLive,
    private readonly leave: LeaveCalendar,
    private readonly calendar: CalendarService,
    private readonly context: DbContext,
  ) {}

  async confirm(viewer: User, input: ConfirmDtrDayInput): Promise<DtrDay> {
    // The role first: a student's scope is their own record, so scope alone would let them confirm it.
    requireAccess(viewer, 'confirmDtrDay');
    const { scholar, date } = await this.target(viewer, input);
    return this.act(viewer, scholar, date, input.expectedVersion, {
      write: async (existing) => {
        if (!existing || !hasTimes(existing)) refuseDay(REVIEW.incomplete);
        if (existing!.status === 'confirmed') throw DomainError.conflict(REVIEW.alreadyConfirmed);
        return this.entries.updateDay(
          existing!,
          {
            status: 'confirmed',
            confirmedBy: viewer.id,
            confirmedAt: new Date(),
            updatedBy: viewer.id,
          },
          eq(dtrEntries.status, 'unconfirmed'),
        );
      },
      announce: this.notices.dayConfirmed(scholar, date),
    });
  }

  async unconfirm(viewer: User, input: UnconfirmDtrDayInput): Promise<DtrDay> {
    requireAccess(viewer, 'unconfirmDtrDay');
    const { scholar, date } = await this.target(viewer, input);
    return this.act(viewer, scholar, date, input.expectedVersion, {
      write: async (existing) => {
        if (existing?.status !== 'confirmed') throw DomainError.conflict(REVIEW.notConfirmed);
        return this.entries.updateDay(
          existing,
          { status: 'unconfirmed', confirmedBy: null, confirmedAt: null, updatedBy: viewer.id },
          eq(dtrEntries.status, 'confirmed'),
        );
      },
      audited: { reason: input.reason ?? null },
      announce: this.notices.dayUnconfirmed(scholar, date, input.reason),
    });
  }

  async correct(viewer: User, input: CorrectDtrDayInput): Promise<DtrDay> {
    requireAccess(viewer, 'correctDtrDay');
    const { scholar, date } = await this.target(viewer, input);
    const times = checkTimes(input);
    const reason = input.reason ?? null;
    return this.act(viewer, scholar, date, input.expectedVersion, {
      inApprovedMonth: true,
      write: async (existing) => {
        if (!existing && !hasTimes(times)) refuseDay(REVIEW.nothingToCorrect, 'in1');
        const status: DtrEntryStatus = hasTimes(times)
          ? (input.status ?? existing?.status ?? 'unconfirmed')
          : 'unconfirmed';
        const confirmation =
          status === 'unconfirmed'
            ? { confirmedBy: null, confirmedAt: null }
            : existing?.status === 'confirmed'
              ? {}
              : { confirmedBy: viewer.id, confirmedAt: new Date() };
        // A slot the office changes is no longer the punch's.
        const punchedSlots = existing?.punchedSlots.filter(
          (slot) => existing[slot] === times[slot],
        );
        const values = { ...times, status, ...confirmation, punchedSlots, updatedBy: viewer.id };
        return existing
          ? this.entries.updateDay(existing, values)
          : this.entries.insertDay({ scholarId: scholar.id, workDate: date, ...values });
      },
      audited: { reason },
      announce: this.notices.dayCorrected(scholar, date, reason),
    });
  }

  async excuse(viewer: User, input: ExcuseDtrDayInput): Promise<DtrDay> {
    requireAccess(viewer, 'excuseDtrDay');
    const { scholar, date } = await this.target(viewer, input);
    const reason = input.reason ?? null;
    return this.act(viewer, scholar, date, input.expectedVersion, {
      write: async (existing) => {
        if (!existing && reason === null) refuseDay(REVIEW.notExcused);
        return existing
          ? this.entries.updateDay(existing, { excusedReason: reason, updatedBy: viewer.id })
          : this.entries.insertDay({
              scholarId: scholar.id,
              workDate: date,
              excusedReason: reason,
              updatedBy: viewer.id,
            });
      },
      audited: { reason },
      announce: this.notices.dayExcused(scholar, date, reason),
    });
  }

  private async target(viewer: User, input: { scholarId: string; workDate: string }) {
    const scholar = await this.access.scholar(viewer, input.scholarId);
    const date = checkDate(input.workDate);
    (await this.calendar.current()).refuseClosedDays(date);
    refuseDay(outsideDeployment(scholar, date, this.access.today()));
    if (await this.leave.isOnLeave(scholar.id, date)) refuseDay(LOCKS.onLeaveForOffice);
    return { scholar, date };
  }

  /**
   * The action in one transaction, top to bottom: the trainee's training
   * locked, the month locked, the version checked, the conditional write,
   * its audit row, the notice, the live change, the training settled
   * (notices and the live change leave once it commits).
   */
  private async act(
    viewer: User,
    scholar: ScholarView,
    date: string,
    expectedVersion: number | undefined,
    action: DayAction,
  ): Promise<DtrDay> {
    const month = monthOf(date);
    const monthStatus = await this.context.transaction(async () => {
      const training = await this.training.lock([scholar]);
      const monthRow = await this.months.lock(scholar.id, month);
      if (monthRow.status === 'approved') {
        if (!action.inApprovedMonth) refuseDay(LOCKS.approvedForOffice);
        if (!action.audited?.reason)
          throw DomainError.badInput(LOCKS.reasonRequired, { reason: LOCKS.reasonRequired });
      }
      const existing = await this.entries.findDay(scholar.id, date);
      checkVersion(existing, expectedVersion);
      const after = await action.write(existing);
      if (after === undefined) throw DomainError.conflict(DAY_CHANGED);
      if (action.audited)
        await this.entries.insertEdit({
          entryId: after.id,
          editorId: viewer.id,
          before: existing ? snapshot(existing) : null,
          after: snapshot(after),
          reason: action.audited.reason,
        });
      await this.decisions.announce(action.announce);
      this.live.changed({ scholarId: scholar.id, month, dates: [date], monthStatus: null });
      await this.training.settle(training);
      return monthRow.status;
    });
    const row = await this.entries.dayWithConfirmer(scholar.id, date);
    const editable = !officeLock({ date, monthStatus }, scholar, this.access.today());
    const nonWorking = (await this.calendar.current()).nonWorkingDay(date, scholar.officeId);
    return buildDay(scholar, date, row, editable, { nonWorking });
  }
}
