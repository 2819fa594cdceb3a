import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LeaveCalendar } from '../leave/leave-calendar.js';
import { monthOf } from './dtr-calendar.js';
import { DtrLive } from './dtr-live.js';

/**
 * Approved leave shows in the DTR ("On leave"): when a decision adds or lifts
 * leave days, the scholar's open DTR screens hear of them like any change of
 * their days (after the decision commits).
 */
@Injectable()
export class DtrLeaveBridge implements OnModuleInit, OnModuleDestroy {
  private stop?: () => void;

  constructor(
    private readonly leave: LeaveCalendar,
    private readonly live: DtrLive,
  ) {}

  onModuleInit(): void {
    this.stop = this.leave.listen(({ scholarId, dates }) => {
      const byMonth = new Map<string, string[]>();
      for (const date of dates)
        byMonth.set(monthOf(date), [...(byMonth.get(monthOf(date)) ?? []), date]);
      this.live.changed(
        ...[...byMonth].map(([month, days]) => ({
          scholarId,
          month,
          dates: days,
          monthStatus: null,
        })),
      );
    });
  }

  onModuleDestroy(): void {
    this.stop?.();
  }
}
