import { Injectable } from '@nestjs/common';
import type { SQL } from 'drizzle-orm';
import { datesBetween } from './leave-rules.js';
import { LeaveRepository, onApprovedLeave } from './leave.repository.js';

/** Days of a scholar that became (or stopped being) approved leave. */
export interface LeaveDaysChange {
  scholarId: string;
  dates: string[];
}

type Listener = (change: LeaveDaysChange) => void;

/**
 * Approved leave as the DTR reads it ("On leave" days: no undertime, no
 * entries). Read live from the leave requests, never copied into the DTR, so
 * disapproving or cancelling an approved leave lifts it at once; listeners
 * (the DTR's live updates) hear of every change in the deciding transaction.
 */
@Injectable()
export class LeaveCalendar {
  private readonly listeners = new Set<Listener>();

  constructor(private readonly leave: LeaveRepository) {}

  /** Per scholar, the approved leave days from `from` up to, not including, `until`. */
  async approvedDays(
    scholarIds: string[],
    range: { from: string; until: string },
  ): Promise<Map<string, Set<string>>> {
    const days = new Map<string, Set<string>>();
    if (scholarIds.length === 0) return days;
    for (const row of await this.leave.approvedBetween(scholarIds, range.from, range.until)) {
      const set = days.get(row.scholarId) ?? new Set<string>();
      for (const date of datesBetween(row.dateFrom, row.dateTo))
        if (date >= range.from && date < range.until) set.add(date);
      days.set(row.scholarId, set);
    }
    return days;
  }

  /** Whether one day of a scholar is approved leave. */
  async isOnLeave(scholarId: string, date: string): Promise<boolean> {
    const until = new Date(`${date}T00:00:00Z`);
    until.setUTCDate(until.getUTCDate() + 1);
    const days = await this.approvedDays([scholarId], {
      from: date,
      until: until.toISOString().slice(0, 10),
    });
    return days.get(scholarId)?.has(date) ?? false;
  }

  /** SQL: the day `workDate` of `scholarId` is approved leave (for aggregate queries). */
  onLeave(scholarId: SQL | unknown, workDate: SQL | unknown): SQL {
    return onApprovedLeave(scholarId, workDate);
  }

  /** Hear of days that became or stopped being leave; returns the way to stop listening. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called by the leave service inside the deciding transaction. */
  changed(change: LeaveDaysChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
