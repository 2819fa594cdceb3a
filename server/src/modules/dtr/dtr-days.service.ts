import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../common/errors/domain-error.js';
import { DbContext } from '../../db/db-context.js';
import { LeaveCalendar } from '../leave/leave-calendar.js';
import type { User } from '../users/users.table.js';
import { DtrAccess } from './dtr-access.js';
import { checkDate, monthOf } from './dtr-calendar.js';
import { DtrEntriesRepository } from './dtr-entries.repository.js';
import { LOCKS, outsideDeployment, refuseDay, studentLock } from './dtr-locks.js';
import { DtrLive } from './dtr-live.js';
import { DtrMonthsRepository } from './dtr-months.repository.js';
import { checkTimes, hasTimes, type CheckedDay } from './dtr-rules.js';
import { buildDay } from './dtr-sheet.js';
import { dtrEntries, type DtrEntryRow } from './dtr.table.js';
import type { DtrDay } from './dtr.types.js';
import { CalendarService } from '../calendar/calendar.service.js';
import type { SaveDtrDayInput } from './dtr.inputs.js';
import { changedPunchedSlot, PUNCHES_ONLY, punchesOnlyAt } from './dtr-punch-policy.js';

export const DAY_CHANGED =
  'This day was changed by someone else in the meantime. Reload it and try again.';

/** CONFLICT when the caller decided on another version of the day than the stored one. */
export function checkVersion(
  existing: { version: number } | undefined,
  expectedVersion: number | undefined,
): void {
  if (expectedVersion !== undefined && existing?.version !== expectedVersion)
    throw DomainError.conflict(DAY_CHANGED);
}

/**
 * The student's own record (A§2.3): one day saved at a time, upserted per
 * scholar and date, every rule checked on the server and nothing saved when
 * one fails; two writers on one day: one wins, the other gets CONFLICT.
 */
@Injectable()
export class DtrDaysService {
  constructor(
    private readonly access: DtrAccess,
    private readonly entries: DtrEntriesRepository,
    private readonly months: DtrMonthsRepository,
    private readonly live: DtrLive,
    private readonly context: DbContext,
    private readonly leave: LeaveCalendar,
    private readonly calendar: CalendarService,
  ) {}

  async saveOwn(user: User, input: SaveDtrDayInput): Promise<DtrDay> {
    requireAccess(user, 'saveDtrDay');
    const scholar = await this.access.ownActive(user);
    const date = checkDate(input.workDate);
    const times = checkTimes(input);
    (await this.calendar.current()).refuseClosedDays(date);
    const today = this.access.today();
    refuseDay(outsideDeployment(scholar, date, today));
    const month = monthOf(date);
    const saved = await this.context.transaction(async () => {
      const monthRow = await this.months.lock(scholar.id, month);
      // The day and whether it is approved leave, in one statement.
      const { day: existing, holds } = await this.entries.findDayWhere(scholar.id, date, {
        onLeave: this.leave.onLeave(scholar.id, date),
        punchesOnly: punchesOnlyAt(scholar.officeId),
      });
      if (holds.onLeave) refuseDay(LOCKS.onLeave);
      if (holds.punchesOnly) refuseDay(PUNCHES_ONLY);
      checkVersion(existing, input.expectedVersion);
      const [punched, slot] = changedPunchedSlot(existing, times);
      refuseDay(punched, slot);
      refuseDay(
        studentLock(
          { date, status: existing?.status ?? null, monthStatus: monthRow.status },
          scholar,
          today,
        ),
      );
      const row = await this.write(user, scholar.id, date, times, existing);
      this.live.changed({ scholarId: scholar.id, month, dates: [date], monthStatus: null });
      return row;
    });
    const nonWorking = (await this.calendar.current()).nonWorkingDay(date, scholar.officeId);
    return buildDay(scholar, date, saved && { ...saved, confirmedByName: null }, true, {
      nonWorking,
    });
  }

  /** Inserts, updates, clears or deletes the day; CONFLICT when it changed since it was read. */
  private async write(
    user: User,
    scholarId: string,
    workDate: string,
    times: CheckedDay,
    existing: DtrEntryRow | undefined,
  ): Promise<DtrEntryRow | undefined> {
    const unconfirmed = eq(dtrEntries.status, 'unconfirmed');
    if (!hasTimes(times)) {
      if (!existing) return undefined;
      // A day the office excused or corrected keeps its row (and history); others go.
      if (existing.excusedReason !== null || (await this.entries.hasEdits(existing.id))) {
        const cleared = await this.entries.updateDay(
          existing,
          { ...times, updatedBy: user.id },
          unconfirmed,
        );
        if (!cleared) throw DomainError.conflict(DAY_CHANGED);
        return cleared;
      }
      if (!(await this.entries.deleteUnconfirmed(existing)))
        throw DomainError.conflict(DAY_CHANGED);
      return undefined;
    }
    const row = existing
      ? await this.entries.updateDay(existing, { ...times, updatedBy: user.id }, unconfirmed)
      : await this.entries.insertDay({ scholarId, workDate, ...times, updatedBy: user.id });
    if (!row) throw DomainError.conflict(DAY_CHANGED);
    return row;
  }
}
