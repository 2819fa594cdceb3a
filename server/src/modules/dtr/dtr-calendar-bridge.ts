import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CalendarService, type NonWorkingDayChange } from '../calendar/calendar.service.js';
import { Decisions } from '../workflow/decisions.js';
import { DtrAccess } from './dtr-access.js';
import { monthOf } from './dtr-calendar.js';
import { DtrLive } from './dtr-live.js';
import { DtrNotices } from './dtr-notices.js';
import { DtrOverviewRepository } from './dtr-overview.repository.js';

/**
 * A holiday or a suspension changes the DTR days it falls on: the open DTR
 * screens of the scholars deployed in the offices it closes hear of it like
 * any change of their days, and, for a day still to come (a suspension
 * announced the same morning included), the scholars are told.
 */
@Injectable()
export class DtrCalendarBridge implements OnModuleInit, OnModuleDestroy {
  private stop?: () => void;

  constructor(
    private readonly calendar: CalendarService,
    private readonly overview: DtrOverviewRepository,
    private readonly live: DtrLive,
    private readonly notices: DtrNotices,
    private readonly decisions: Decisions,
    private readonly access: DtrAccess,
  ) {}

  onModuleInit(): void {
    this.stop = this.calendar.onDayChanged((change) => this.changed(change));
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  private async changed({ day, change }: NonWorkingDayChange): Promise<void> {
    const deployed = await this.overview.deployedOn(day.date, day.officeIds);
    this.live.changed(
      ...deployed.map(({ scholarId }) => ({
        scholarId,
        month: monthOf(day.date),
        dates: [day.date],
        monthStatus: null,
      })),
    );
    if (change === 'added' && day.date >= this.access.today())
      await this.decisions.announce(
        this.notices.closure(
          deployed.map(({ userId }) => userId),
          day,
        ),
      );
  }
}
