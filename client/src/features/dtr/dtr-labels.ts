import type { StatusTone } from '@/components/status-chip';
import type { DtrEntryStatus, DtrFlag, DtrMonthStatus, NonWorkingDayKind } from '@/gql/graphql';
import { formatClockTime } from '@/lib/format-date';

/** A§3 DTR entry statuses, as the grid shows them. */
export const DAY_STATUS_LABELS: Record<DtrEntryStatus, string> = {
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
};

export const DAY_STATUS_TONES: Record<DtrEntryStatus, StatusTone> = {
  unconfirmed: 'warning',
  confirmed: 'success',
};

/** A month handed in to the office: draft → submitted → approved, or returned. */
export const MONTH_STATUS_LABELS: Record<DtrMonthStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  returned: 'Returned',
};

export const MONTH_STATUS_TONES: Record<DtrMonthStatus, StatusTone> = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  returned: 'error',
};

/** What the office should look at twice (shown, never blocking). */
export const FLAG_LABELS: Record<DtrFlag, string> = {
  over_ten_hours: 'Over 10 h',
  sunday: 'Sunday',
  closed_day: 'Office closed',
  early_in: 'IN before 06:00',
  late_out: 'OUT after 21:00',
  identical_times: 'Identical times',
  missing_out: 'No OUT punch',
  over_office_max: "Over the office's maximum hours",
  outside_office_hours: 'Punched outside office hours',
  late_send: 'Sent late from a phone',
};

/**
 * The university's closing of a day, as its row says it: "Holiday — Rizal Day",
 * "Suspended from 1:00 PM — Typhoon", "Suspended — Typhoon".
 */
export function nonWorkingText(day: {
  kind: NonWorkingDayKind;
  fromTime?: string | null;
  reason: string;
}): string {
  const what = {
    holiday: 'Holiday',
    special: 'Special non-working day',
    suspension: day.fromTime ? `Suspended from ${formatClockTime(day.fromTime)}` : 'Suspended',
  }[day.kind];
  return `${what} — ${day.reason}`;
}
