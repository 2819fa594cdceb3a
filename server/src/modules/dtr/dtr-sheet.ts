import {
  closedTermMessage,
  type NonWorkingDay,
  type UniversityCalendar,
} from '../../common/university-calendar.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { daysOf, formatMinutes, monthLabel, weekdayOf } from './dtr-calendar.js';
import type { DtrEntryWithConfirmer } from './dtr-entries.repository.js';
import { dayFlags, monthFlags, punchFlags } from './dtr-flags.js';
import type { PunchPolicy } from './dtr-punch-policy.js';
import { officeLock, studentLock } from './dtr-locks.js';
import { dutyMinutes, expectsDuty, hasTimes, lateMinutes, undertimeMinutes } from './dtr-rules.js';
import type { DtrMonthRow, DtrTimes } from './dtr.table.js';
import type { DtrDay, DtrMonth, DtrMonthEvent, DtrTotals } from './dtr.types.js';

/** Builds what a DTR screen, the PDF and the CSV show from the stored rows: no query, no clock. */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const NO_TIMES: DtrTimes = { in1: null, out1: null, in2: null, out2: null };

export type SheetViewer = 'student' | 'office';

export interface SheetSource {
  scholar: ScholarView;
  month: string;
  entries: DtrEntryWithConfirmer[];
  monthRow: DtrMonthRow | undefined;
  history: DtrMonthEvent[];
  viewer: SheetViewer;
  today: string;
  /** The month's days of approved leave ("On leave"): no undertime, no entries. */
  leaveDays?: ReadonlySet<string>;
  /** The university's calendar, for the days it closed the scholar's office. */
  calendar?: UniversityCalendar;
  /** The office's punch settings, for the flags of punched days. */
  punchPolicy?: PunchPolicy;
}

export function buildDay(
  scholar: Pick<ScholarView, 'dutyStart' | 'dutyHoursPerDay'>,
  date: string,
  entry: DtrEntryWithConfirmer | undefined,
  editable: boolean,
  {
    onLeave = false,
    nonWorking,
    punches,
  }: {
    /** Approved leave covers the day. */
    onLeave?: boolean;
    /** The university closed the scholar's office this day, or from a time of it. */
    nonWorking?: NonWorkingDay;
    /** The office's punch settings and today, for the flags of a punched day. */
    punches?: { policy: PunchPolicy; today: string };
  } = {},
): DtrDay {
  const times: DtrTimes = entry ?? NO_TIMES;
  // Approved leave excuses the day as the office's excuse does: no late, no undertime.
  const context = {
    date,
    excused: Boolean(entry?.excusedReason) || onLeave,
    closure: nonWorking,
  };
  const duty = dutyMinutes(date, nonWorking, scholar);
  const recorded = hasTimes(times);
  const worked = entry?.workedMinutes ?? 0;
  return {
    date,
    day: Number(date.slice(8)),
    weekday: WEEKDAYS[weekdayOf(date)]!,
    dutyDay: expectsDuty(date, nonWorking),
    dutyMinutes: duty,
    nonWorking: nonWorking ?? null,
    id: entry?.id ?? null,
    in1: times.in1,
    out1: times.out1,
    in2: times.in2,
    out2: times.out2,
    workedMinutes: worked,
    totalHours: recorded ? formatMinutes(worked) : '',
    lateMinutes: lateMinutes(times, context, scholar),
    undertimeMinutes: undertimeMinutes(times, context, scholar),
    status: entry && recorded ? entry.status : null,
    excusedReason: entry?.excusedReason ?? null,
    confirmedAt: entry?.confirmedAt ?? null,
    confirmedByName: entry?.confirmedByName ?? null,
    version: entry?.version ?? null,
    flags: [
      ...dayFlags(date, times, nonWorking),
      ...(entry && punches ? punchFlags(date, entry, punches.policy, punches.today) : []),
    ],
    punchedSlots: entry?.punchedSlots ?? [],
    lateSend: entry?.lateSend ?? false,
    editable,
    onLeave,
  };
}

export function totalsOf(days: DtrDay[]): DtrTotals {
  const recorded = days.filter((day) => day.status !== null);
  const sum = (pick: (day: DtrDay) => number, of = days) =>
    of.reduce((total, day) => total + pick(day), 0);
  const confirmed = recorded.filter((day) => day.status === 'confirmed');
  const workedMinutes = sum((day) => day.workedMinutes);
  const lateMinutes = sum((day) => day.lateMinutes);
  const undertimeMinutes = sum((day) => day.undertimeMinutes);
  return {
    daysRecorded: recorded.length,
    confirmedDays: confirmed.length,
    unconfirmedDays: recorded.length - confirmed.length,
    excusedDays: days.filter((day) => day.excusedReason !== null).length,
    // Days of leave that would have been duty: not Sundays, holidays or suspensions.
    leaveDays: days.filter((day) => day.onLeave && day.dutyDay).length,
    workedMinutes,
    confirmedMinutes: sum((day) => day.workedMinutes, confirmed),
    lateMinutes,
    undertimeMinutes,
    totalHours: formatMinutes(workedMinutes),
    late: formatMinutes(lateMinutes),
    undertime: formatMinutes(undertimeMinutes),
  };
}

export function buildSheet(source: SheetSource): DtrMonth {
  const { scholar, month, monthRow, viewer, today } = source;
  const monthStatus = monthRow?.status ?? 'draft';
  const byDate = new Map(source.entries.map((entry) => [entry.workDate, entry]));
  const days = daysOf(month).map((date) => {
    const entry = byDate.get(date);
    const onLeave = source.leaveDays?.has(date) ?? false;
    const lock =
      source.calendar?.closedTermOn(date) ||
      (viewer === 'student'
        ? scholar.status !== 'active' ||
          studentLock({ date, status: entry?.status ?? null, monthStatus, onLeave }, scholar, today)
        : officeLock({ date, monthStatus, onLeave }, scholar, today));
    const nonWorking = source.calendar?.nonWorkingDay(date, scholar.officeId);
    const punches = source.punchPolicy && { policy: source.punchPolicy, today };
    return buildDay(scholar, date, entry, !lock, { onLeave, nonWorking, punches });
  });
  const flags = monthFlags(days);
  if (flags.length > 0) for (const day of days) if (day.status !== null) day.flags.push(...flags);
  return {
    month,
    label: monthLabel(month),
    scholar,
    name: `${scholar.firstName} ${scholar.lastName}`,
    department: scholar.officeName,
    dutyHours: scholar.dutyHoursPerDay,
    dutyStart: scholar.dutyStart,
    status: monthStatus,
    remarks: monthRow?.remarks ?? null,
    closedNotice: closedNoticeOf(source.calendar, days),
    submittedAt: monthRow?.submittedAt ?? null,
    decidedAt: monthRow?.decidedAt ?? null,
    version: monthRow?.version ?? 0,
    days,
    totals: totalsOf(days),
    flags,
    history: source.history,
  };
}

/** Why the month's days of a closed term are read-only, when it has any. */
function closedNoticeOf(calendar: UniversityCalendar | undefined, days: DtrDay[]): string | null {
  for (const day of days) {
    const closed = calendar?.closedTermOn(day.date);
    if (closed) return closedTermMessage(closed);
  }
  return null;
}
