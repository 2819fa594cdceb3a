import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { DbContext } from '../../db/db-context.js';
import { CalendarService } from '../calendar/calendar.service.js';
import { LeaveCalendar } from '../leave/leave-calendar.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import type { User } from '../users/users.table.js';
import { DtrAccess } from './dtr-access.js';
import { monthOf } from './dtr-calendar.js';
import { DAY_CHANGED } from './dtr-days.service.js';
import { DtrEntriesRepository } from './dtr-entries.repository.js';
import { LOCKS, refuseDay, studentLock } from './dtr-locks.js';
import { DtrLive } from './dtr-live.js';
import { DtrMonthsRepository } from './dtr-months.repository.js';
import { DAY_FULL, DtrPunchPolicies } from './dtr-punch-policy.js';
import { TIME_FIELDS, workedMinutes, type TimeField } from './dtr-rules.js';
import { buildDay } from './dtr-sheet.js';
import type { DtrTimes } from './dtr.table.js';
import type { DtrDay } from './dtr.types.js';

/** A punch as the DTR records it: the day and minute in the university's time zone. */
export interface PunchedTime {
  date: string;
  /** HH:MM. */
  time: string;
  lateSend: boolean;
}

/**
 * A punch fills the scholar's day's next empty slot (in1, out1, in2, out2)
 * through the same rules as a typed save: the closed term, the deployment,
 * leave, a submitted, approved or confirmed month or day refuse it; the
 * month is locked, the day written on its version, its minutes kept, and
 * open DTR screens hear of it.
 */
@Injectable()
export class DtrPunchedDays {
  constructor(
    private readonly access: DtrAccess,
    private readonly entries: DtrEntriesRepository,
    private readonly months: DtrMonthsRepository,
    private readonly live: DtrLive,
    private readonly context: DbContext,
    private readonly leave: LeaveCalendar,
    private readonly calendar: CalendarService,
    private readonly policies: DtrPunchPolicies,
  ) {}

  /** The student's active deployment (punches need one, like typed days). */
  deploymentOf(user: User): Promise<ScholarView> {
    return this.access.ownActive(user);
  }

  /**
   * Fills the next slot with `punch.time`; `record` runs in the same
   * transaction with the slot filled (the punch's own row).
   */
  async fill(
    user: User,
    scholar: ScholarView,
    punch: PunchedTime,
    record: (slot: TimeField) => Promise<void>,
  ): Promise<{ slot: TimeField; day: DtrDay }> {
    const { date } = punch;
    (await this.calendar.current()).refuseClosedDays(date);
    const today = this.access.today();
    const month = monthOf(date);
    const { row, slot } = await this.context.transaction(async () => {
      const monthRow = await this.months.lock(scholar.id, month);
      const { day: existing, holds } = await this.entries.findDayWhere(scholar.id, date, {
        onLeave: this.leave.onLeave(scholar.id, date),
      });
      if (holds.onLeave) refuseDay(LOCKS.onLeave, 'code');
      const status = existing?.status ?? null;
      refuseDay(
        studentLock({ date, status, monthStatus: monthRow.status }, scholar, today),
        'code',
      );
      const next = TIME_FIELDS.find((field) => !existing?.[field]);
      if (!next) refuseDay(DAY_FULL, 'code');
      const slot = next!;
      const times: DtrTimes = {
        in1: existing?.in1 ?? null,
        out1: existing?.out1 ?? null,
        in2: existing?.in2 ?? null,
        out2: existing?.out2 ?? null,
        [slot]: punch.time,
      };
      const values = {
        ...times,
        workedMinutes: workedMinutes(times),
        punchedSlots: [...(existing?.punchedSlots ?? []), slot],
        lateSend: (existing?.lateSend ?? false) || punch.lateSend,
        updatedBy: user.id,
      };
      const row = existing
        ? await this.entries.updateDay(existing, values)
        : await this.entries.insertDay({ scholarId: scholar.id, workDate: date, ...values });
      if (!row) throw DomainError.conflict(DAY_CHANGED);
      await record(slot);
      this.live.changed({ scholarId: scholar.id, month, dates: [date], monthStatus: null });
      return { row, slot };
    });
    const calendar = await this.calendar.current();
    const policy = await this.policies.of(scholar.officeId);
    const day = buildDay(scholar, date, { ...row, confirmedByName: null }, true, {
      nonWorking: calendar.nonWorkingDay(date, scholar.officeId),
      punches: { policy, today },
    });
    return { slot, day };
  }
}
