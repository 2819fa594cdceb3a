import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { StatusChip } from '@/components/status-chip';
import {
  DAY_STATUS_LABELS,
  DAY_STATUS_TONES,
  FLAG_LABELS,
  MONTH_STATUS_LABELS,
  MONTH_STATUS_TONES,
} from '@/features/dtr/dtr-labels';
import type { DtrDayFieldsFragment, DtrEntryStatus, DtrFlag, DtrMonthStatus } from '@/gql/graphql';

/**
 * A recorded day: Unconfirmed until the office confirms it (A§3); nothing for an empty day.
 * A day of approved leave reads "On leave" whatever was recorded on it.
 */
export function DayStatusChip({
  status,
  onLeave = false,
}: {
  status: DtrEntryStatus | null;
  onLeave?: boolean;
}) {
  if (onLeave) return <Chip size="small" color="info" label="On leave" />;
  if (!status) return null;
  return <StatusChip status={status} labels={DAY_STATUS_LABELS} tones={DAY_STATUS_TONES} />;
}

export function MonthStatusChip({ status }: { status: DtrMonthStatus }) {
  return <StatusChip status={status} labels={MONTH_STATUS_LABELS} tones={MONTH_STATUS_TONES} />;
}

/** Flags for the office's review, as small outlined chips (text in the body colour: AA contrast). */
export function FlagChips({ flags }: { flags: DtrFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Flags"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
    >
      {flags.map((flag) => (
        <li key={flag}>
          <Chip
            size="small"
            variant="outlined"
            icon={<OutlinedFlagIcon aria-hidden />}
            label={FLAG_LABELS[flag]}
          />
        </li>
      ))}
    </Stack>
  );
}

/** A day's Status: its chip, why it is excused, and (for the office) its flags. */
export function DayStatus({
  day,
  flags = false,
}: {
  day: Pick<DtrDayFieldsFragment, 'status' | 'onLeave' | 'excusedReason' | 'flags'>;
  flags?: boolean;
}) {
  return (
    <>
      <DayStatusChip status={day.status} onLeave={day.onLeave} />
      {day.excusedReason && (
        <Typography variant="caption" sx={{ display: 'block' }}>
          Excused: {day.excusedReason}
        </Typography>
      )}
      {flags && <FlagChips flags={day.flags} />}
    </>
  );
}
