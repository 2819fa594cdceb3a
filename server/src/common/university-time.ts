/** Calendar arithmetic in the university's time zone (config TZ), independent of the server's. */
import { dateFormat } from './date-format.js';

/** The calendar day `days` after `date` (before, when negative), both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Today's date in `timeZone` as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateFormat('en-CA', { timeZone }).format(now);
}

/** A moment as people read it in `timeZone`: "June 5, 2026 at 3:04 PM". */
export function longDateTimeIn(timeZone: string, at: Date): string {
  return dateFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at);
}

function offsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    dateFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - (at - (at % 1000));
}

/** The instant a wall-clock date (YYYY-MM-DD) and time (HH:MM) in `timeZone` denote. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  const first = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(first, timeZone));
}

/** Whether YYYY-MM-DD names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
