import type { StatusTone } from '@/components/status-chip';
import type { NonWorkingDayKind } from '@/gql/graphql';
import { formatClockTime } from '@/lib/format-date';

export const KIND_LABELS: Record<NonWorkingDayKind, string> = {
  holiday: 'Regular holiday',
  special: 'Special non-working day',
  suspension: 'Suspension',
};

export const KIND_TONES: Record<NonWorkingDayKind, StatusTone> = {
  holiday: 'info',
  special: 'secondary',
  suspension: 'warning',
};

/** "Whole day", or "From 1:00 PM" for a closing from a time. */
export const hoursText = (fromTime: string | null | undefined) =>
  fromTime ? `From ${formatClockTime(fromTime)}` : 'Whole day';

/** "All offices", or the names of those it applies to. */
export function officesText(
  officeIds: readonly string[] | null | undefined,
  names: ReadonlyMap<string, string>,
): string {
  if (!officeIds || officeIds.length === 0) return 'All offices';
  return officeIds.map((id) => names.get(id) ?? 'Unknown office').join(', ');
}
