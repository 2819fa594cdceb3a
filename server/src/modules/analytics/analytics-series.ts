import { addDays } from '../../common/university-time.js';
import { type DayRange } from './analytics-range.js';

/** One figure per day of `days`, 0 where `counts` has none. */
export function fillDays(days: string[], counts: ReadonlyMap<string, number>): number[] {
  return days.map((day) => counts.get(day) ?? 0);
}

/** Sum of the counts of the days of `range`. */
export function sumOver(range: DayRange, counts: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [day, count] of counts) if (day >= range.start && day <= range.end) total += count;
  return total;
}

/**
 * A stock (how many were pending) at the end of each day, rebuilt from its
 * value now and the net change of every later day: value(D) = now − Σ net(d > D).
 * `net` maps a day to (entered − left) that day; `days` are in order.
 */
export function stockAtEndOf(
  days: string[],
  now: number,
  net: ReadonlyMap<string, number>,
): number[] {
  // Latest day first: each day's value is the next one's minus the changes in between.
  const changes = [...net.entries()].sort(([a], [b]) => (a < b ? 1 : -1));
  const values: number[] = [];
  let value = now;
  let next = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    for (; next < changes.length && changes[next]![0] > days[i]!; next++)
      value -= changes[next]![1];
    values[i] = value;
  }
  return values;
}

/** The days from the day before `range` starts to its last one (the previous period's end first). */
export function daysWithEve(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = addDays(range.start, -1); day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}
