import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { draftFigures, storedFigures } from '@/features/dtr/day-figures';
import { DayCell, rowSx, type Schedule } from '@/features/dtr/day-table';
import { DayStatusChip } from '@/features/dtr/dtr-status';
import { RowSave, rowStateOf } from '@/features/dtr/row-save';
import { TimeCells } from '@/features/dtr/time-cells';
import { timesOf, type DayDraft, type TimeField } from '@/features/dtr/use-day-drafts';
import type { DtrDayFieldsFragment } from '@/gql/graphql';

interface StudentDayRowProps {
  day: DtrDayFieldsFragment;
  schedule: Schedule;
  /** The row's unsaved edits, if any. */
  draft: DayDraft | undefined;
  onEdit(field: TimeField, value: string): void;
  onSave(): void;
}

/** A§2.3: one day of the student's month — times, Late, Undertime, Total Hours, Status, Save. */
export function StudentDayRow({ day, schedule, draft, onEdit, onSave }: StudentDayRowProps) {
  const times = draft?.times ?? timesOf(day);
  const figures = draft
    ? draftFigures(times, {
        ...schedule,
        dutyDay: day.dutyDay,
        excused: day.excusedReason !== null,
      })
    : storedFigures(day);
  const state = rowStateOf(draft, day.status !== null);
  return (
    <TableRow sx={rowSx(day)}>
      <DayCell day={day} />
      <TimeCells
        day={day.day}
        times={times}
        errors={draft?.errors ?? {}}
        disabled={!day.editable || Boolean(draft?.saving)}
        onChange={onEdit}
      />
      <TableCell>{figures.late}</TableCell>
      <TableCell>{figures.undertime}</TableCell>
      <TableCell>{figures.total}</TableCell>
      <TableCell>
        <DayStatusChip status={day.status} onLeave={day.onLeave} />
        {day.excusedReason && (
          <Typography variant="caption" sx={{ display: 'block' }}>
            Excused: {day.excusedReason}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {day.editable ? (
          <RowSave
            day={day.day}
            state={state}
            saving={Boolean(draft?.saving)}
            dayError={draft?.errors.day}
            onSave={onSave}
          />
        ) : (
          day.status === 'confirmed' && (
            <LockOutlinedIcon
              fontSize="small"
              color="action"
              titleAccess="Confirmed by the office: locked"
            />
          )
        )}
      </TableCell>
    </TableRow>
  );
}
