import { DomainError } from '../../common/errors/domain-error.js';
import { isCalendarDate } from '../../common/university-time.js';
import { dateFormat } from '../../common/date-format.js';

/** Clock times, dates and months of the DTR: HH:MM, YYYY-MM-DD, YYYY-MM, and H:MM totals. */

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const TIME_FORMAT = 'Enter the time as HH:MM, from 00:00 to 23:59';
export const DATE_FORMAT = 'Enter the date as YYYY-MM-DD';
export const MONTH_FORMAT = 'Enter the month as YYYY-MM';

/** Minutes since midnight of an HH:MM time, or undefined when it is not one. */
export function minutesOf(time: string): number | undefined {
  const match = HH_MM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Minutes as H:MM, the spec's total format: 585 → "9:45", 7800 → "130:00". */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** `value` if it names a real day, else BAD_USER_INPUT on `field`. */
export function checkDate(value: string, field = 'workDate'): string {
  if (!isCalendarDate(value)) throw DomainError.badInput(DATE_FORMAT, { [field]: DATE_FORMAT });
  return value;
}

/** `value` if it is a YYYY-MM month, else BAD_USER_INPUT on `field`. */
export function checkMonth(value: string, field = 'month'): string {
  if (!MONTH.test(value)) throw DomainError.badInput(MONTH_FORMAT, { [field]: MONTH_FORMAT });
  return value;
}

export const monthOf = (date: string) => date.slice(0, 7);

/** Every day of a YYYY-MM month, as YYYY-MM-DD. */
export function daysOf(month: string): string[] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** Calendar days from `from` up to, not including, `until` (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  until: string;
}

/** The first day of the month and the first day of the next: a half-open date range. */
export function monthRange(month: string): DateRange {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 7);
  return { from: `${month}-01`, until: `${next}-01` };
}

/** 0 = Sunday … 6 = Saturday (a calendar date has no time zone). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A9: duty is Monday to Saturday. */
export const isDutyDay = (date: string) => weekdayOf(date) !== 0;

/** "November 2026". */
export function monthLabel(month: string): string {
  return dateFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** "Tue, Nov 3, 2026". */
export function dayLabel(date: string): string {
  return dateFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
