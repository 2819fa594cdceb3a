import { addDays, type DayRange } from './analytics-range.js';

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
  const changes = [...net.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  return days.map((day) => now - changes.reduce((sum, [d, n]) => (d > day ? sum + n : sum), 0));
}

export interface DeploymentHistory {
  startedOn: string;
  endedOn: string | null;
  status: string;
  /** Status changes, oldest first: the instant (ms) and the status left. */
  statusChanges: { at: number; from: string | null }[];
}

/**
 * Active scholars at the end of each day: the deployment had started and not
 * ended (an ended_on day no longer counts) and its status then was active —
 * the status left by the first change after that day's end, else today's.
 * `dayEnds[i]` is the instant the day `days[i]` ends in the university's zone.
 */
export function activeAtEndOf(
  days: string[],
  dayEnds: number[],
  deployments: DeploymentHistory[],
): number[] {
  return days.map((day, i) => {
    let active = 0;
    for (const d of deployments) {
      if (d.startedOn > day || (d.endedOn !== null && d.endedOn <= day)) continue;
      const later = d.statusChanges.find((change) => change.at >= dayEnds[i]!);
      if ((later ? later.from : d.status) === 'active') active += 1;
    }
    return active;
  });
}

/** The days from the day before `range` starts to its last one (the previous period's end first). */
export function daysWithEve(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = addDays(range.start, -1); day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}
