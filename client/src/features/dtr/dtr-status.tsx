import EventBusyIcon from '@mui/icons-material/EventBusy';
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
  nonWorkingText,
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

/** The university closed the day (or its part from a time): a chip that wraps, so the reason shows whole. */
export function NonWorkingChip({ day }: { day: Pick<DtrDayFieldsFragment, 'nonWorking'> }) {
  if (!day.nonWorking) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<EventBusyIcon aria-hidden />}
      label={nonWorkingText(day.nonWorking)}
      sx={{
        height: 'auto',
        display: 'flex',
        width: 'fit-content',
        // Wide enough that the reason reads in a few lines in the grid's narrow Status column.
        minWidth: 160,
        maxWidth: 260,
        mb: 0.5,
        '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'left', py: 0.25 },
      }}
    />
  );
}

/** A day's Status: the university's closing, its chip, why it is excused, and (for the office) its flags. */
export function DayStatus({
  day,
  flags = false,
}: {
  day: Pick<
    DtrDayFieldsFragment,
    'status' | 'onLeave' | 'excusedReason' | 'flags' | 'nonWorking' | 'lateSend'
  >;
  flags?: boolean;
}) {
  return (
    <>
      <NonWorkingChip day={day} />
      <DayStatusChip status={day.status} onLeave={day.onLeave} />
      {day.excusedReason && (
        <Typography variant="caption" sx={{ display: 'block' }}>
          Excused: {day.excusedReason}
        </Typography>
      )}
      {/* The office reads it among the flags. */}
      {day.lateSend && !flags && (
        <Typography variant="caption" sx={{ display: 'block' }}>
          Sent late from a phone
        </Typography>
      )}
      {flags && <FlagChips flags={day.flags} />}
    </>
  );
}
