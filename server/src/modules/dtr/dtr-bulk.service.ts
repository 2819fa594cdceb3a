import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { and, eq, type SQL } from 'drizzle-orm';
import { DomainError } from '../../common/errors/domain-error.js';
import { addDays } from '../../common/university-time.js';
import { DbContext } from '../../db/db-context.js';
import { CalendarService } from '../calendar/calendar.service.js';
import { scholars } from '../scholars/scholars.table.js';
import type { User } from '../users/users.table.js';
import { Decisions, together } from '../workflow/decisions.js';
import { DtrAccess } from './dtr-access.js';
import { checkMonth, monthRange, type DateRange } from './dtr-calendar.js';
import { DtrEntriesRepository, punchedDay } from './dtr-entries.repository.js';
import { LOCKS } from './dtr-locks.js';
import { DtrLive } from './dtr-live.js';
import { DtrMonthsRepository } from './dtr-months.repository.js';
import { DtrNotices } from './dtr-notices.js';
import { deployedDuring, officeCondition } from './dtr-scope.js';
import { DtrTraining } from './dtr-training.js';
import type { DtrConfirmation } from './dtr.types.js';
import type { ConfirmDtrDaysInput } from './dtr.inputs.js';

/**
 * "Confirm every complete day of the month at once" (A§2.4), for one scholar
 * or for every scholar of an office: one set-based UPDATE whatever the
 * number of days, one notice per student, the training settled for every
 * trainee touched — all in one transaction.
 */
@Injectable()
export class DtrBulkService {
  constructor(
    private readonly access: DtrAccess,
    private readonly entries: DtrEntriesRepository,
    private readonly months: DtrMonthsRepository,
    private readonly training: DtrTraining,
    private readonly decisions: Decisions,
    private readonly notices: DtrNotices,
    private readonly live: DtrLive,
    private readonly context: DbContext,
    private readonly calendar: CalendarService,
  ) {}

  async confirmMonth(viewer: User, input: ConfirmDtrDaysInput): Promise<DtrConfirmation> {
    requireAccess(viewer, 'confirmDtrDays');
    return this.confirm(viewer, input);
  }

  /** The office's one click for punched days: a scholar's complete punched days of the month. */
  async confirmPunched(viewer: User, scholarId: string, month: string): Promise<DtrConfirmation> {
    requireAccess(viewer, 'confirmPunchedDays');
    return this.confirm(viewer, { scholarId, month }, punchedDay);
  }

  private async confirm(
    viewer: User,
    input: ConfirmDtrDaysInput,
    only?: SQL,
  ): Promise<DtrConfirmation> {
    const month = checkMonth(input.month);
    const range = await this.openDaysOf(month);
    let which: SQL;
    if (input.scholarId !== undefined) {
      const scholar = await this.access.scholar(viewer, input.scholarId);
      const monthRow = await this.months.find(scholar.id, month);
      if (monthRow?.status === 'approved')
        throw DomainError.badInput(LOCKS.approvedForOffice, { month: LOCKS.approvedForOffice });
      which = eq(scholars.id, scholar.id);
    } else {
      which = and(officeCondition(viewer, input.officeId, false), deployedDuring(range))!;
    }
    return this.context.transaction(async () => {
      const targets = await this.entries.scholarsOf(which);
      const training = await this.training.lock(targets);
      const confirmed = await this.entries.confirmAll(which, range, month, viewer.id, only);
      await this.training.settle(training);
      const byScholar = new Map<string, string[]>();
      for (const { scholarId, workDate } of confirmed)
        byScholar.set(scholarId, [...(byScholar.get(scholarId) ?? []), workDate]);
      await this.decisions.announce(
        together(
          targets.flatMap((target) => {
            const dates = byScholar.get(target.id);
            return dates ? [this.notices.daysConfirmed(target, month, dates.length)] : [];
          }),
        ),
      );
      this.live.changed(
        ...[...byScholar].map(([scholarId, dates]) => ({
          scholarId,
          month,
          dates: dates.sort(),
          monthStatus: null,
        })),
      );
      return { month, confirmedDays: confirmed.length, scholars: byScholar.size };
    });
  }

  /** The month's days in open terms: a closed term's days stay as they are, a month wholly closed is refused. */
  private async openDaysOf(month: string): Promise<DateRange> {
    const calendar = await this.calendar.current();
    const whole = monthRange(month);
    const open = calendar.openPart(whole.from, addDays(whole.until, -1));
    if (!open) {
      calendar.refuseClosedDays(whole.from);
      return whole;
    }
    return { from: open.from, until: addDays(open.to, 1) };
  }
}
