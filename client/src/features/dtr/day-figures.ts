import type { DayDraft, Times } from '@/features/dtr/use-day-drafts';
import type { DtrDayFieldsFragment } from '@/gql/graphql';
import { formatMinutes } from '@/lib/format-hours';

// A day's Total Hours, Late and Undertime while it is being edited (A§2.3 "computed Total
// Hours"), by the server's rules (dtr-rules.ts); once saved, the server's figures are shown.

const minutesOf = (time: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

function span(from: string, to: string): number {
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start !== undefined && end !== undefined && end > start ? end - start : 0;
}

export interface DayFigures {
  total: string;
  late: string;
  undertime: string;
}

/** The month's duty schedule (DtrSheet): late is counted from its start. */
export interface Schedule {
  dutyStart: string;
}

/** What a day's draft figures depend on besides its times (DtrDayFields). */
type DayDuty = Pick<DtrDayFieldsFragment, 'dutyMinutes' | 'excusedReason'>;

/**
 * The figures the row shows for unsaved times ('' for a day without any). Late and undertime
 * count only on a day that expects duty (none on a Sunday or a day the university closed,
 * less when it closed from a time) and is not excused.
 */
export function draftFigures(times: Times, day: DayDuty, schedule: Schedule): DayFigures {
  const recorded = Object.values(times).some((time) => time !== '');
  if (!recorded) return { total: '', late: '', undertime: '' };
  const worked = span(times.in1, times.out1) + span(times.in2, times.out2);
  const owed = day.excusedReason === null ? day.dutyMinutes : 0;
  const arrival = minutesOf(times.in1 || times.in2);
  const start = minutesOf(schedule.dutyStart) ?? 0;
  const late = owed > 0 && arrival !== undefined ? Math.max(0, arrival - start) : 0;
  const undertime = Math.max(0, owed - worked);
  return {
    total: formatMinutes(worked),
    late: formatMinutes(late),
    undertime: formatMinutes(undertime),
  };
}

/** The figures of a stored day ('' for a day without times). */
function storedFigures(day: {
  totalHours: string;
  lateMinutes: number;
  undertimeMinutes: number;
}): DayFigures {
  if (day.totalHours === '') return { total: '', late: '', undertime: '' };
  return {
    total: day.totalHours,
    late: formatMinutes(day.lateMinutes),
    undertime: formatMinutes(day.undertimeMinutes),
  };
}

/** What a day shows: its draft's figures while it is edited, else the server's. */
export function figuresOf(
  day: DtrDayFieldsFragment,
  draft: DayDraft | undefined,
  schedule: Schedule,
): DayFigures {
  if (!draft) return storedFigures(day);
  return draftFigures(draft.times, day, schedule);
}
