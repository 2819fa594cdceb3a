import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { storedFigures, draftFigures } from '@/features/dtr/day-figures';
import { DayCell, rowSx, type Schedule } from '@/features/dtr/day-table';
import { DayStatusChip, FlagChips } from '@/features/dtr/dtr-status';
import { RowSave, rowStateOf } from '@/features/dtr/row-save';
import { TimeCells } from '@/features/dtr/time-cells';
import { timesOf, type DayDraft, type TimeField } from '@/features/dtr/use-day-drafts';
import type { DtrDayFieldsFragment } from '@/gql/graphql';

type Day = DtrDayFieldsFragment;

interface OfficeDayRowProps {
  day: Day;
  schedule: Schedule;
  draft: DayDraft | undefined;
  /** The month is approved: only a correction with a reason, of a recorded day. */
  approved: boolean;
  busy: boolean;
  onEdit(field: TimeField, value: string): void;
  onSave(): void;
  onConfirm(): void;
  onUnconfirm(): void;
  onExcuse(): void;
}

function DayActions({
  day,
  busy,
  ...props
}: Pick<OfficeDayRowProps, 'day' | 'busy' | 'onConfirm' | 'onUnconfirm' | 'onExcuse'>) {
  const n = String(day.day);
  return (
    <>
      {day.status === 'unconfirmed' && (
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={busy}
          onClick={props.onConfirm}
          aria-label={`Confirm day ${n}`}
        >
          Confirm
        </Button>
      )}
      {day.status === 'confirmed' && (
        <Button
          size="small"
          disabled={busy}
          onClick={props.onUnconfirm}
          aria-label={`Unconfirm day ${n}`}
        >
          Unconfirm
        </Button>
      )}
      {(day.status !== null || day.excusedReason !== null) && (
        <Button
          size="small"
          disabled={busy}
          onClick={props.onExcuse}
          aria-label={`Excuse day ${n}`}
        >
          Excuse
        </Button>
      )}
    </>
  );
}

/** A§2.4: Day, IN, OUT, IN, OUT, Total Hours, Status (with flags), Action (Save and the office's). */
export function OfficeDayRow({
  day,
  schedule,
  draft,
  approved,
  busy,
  ...actions
}: OfficeDayRowProps) {
  const times = draft?.times ?? timesOf(day);
  const figures = draft
    ? draftFigures(times, {
        ...schedule,
        dutyDay: day.dutyDay,
        excused: day.excusedReason !== null,
      })
    : storedFigures(day);
  // Approved leave takes no entries, not even a correction (the server refuses it).
  const correctable = !day.onLeave && (day.editable || (approved && day.status !== null));
  return (
    <TableRow sx={rowSx(day)}>
      <DayCell day={day} />
      <TimeCells
        day={day.day}
        times={times}
        errors={draft?.errors ?? {}}
        disabled={!correctable || busy || Boolean(draft?.saving)}
        onChange={actions.onEdit}
      />
      <TableCell>{figures.total}</TableCell>
      <TableCell>
        <DayStatusChip status={day.status} onLeave={day.onLeave} />
        {day.excusedReason && (
          <Typography variant="caption" sx={{ display: 'block' }}>
            Excused: {day.excusedReason}
          </Typography>
        )}
        <FlagChips flags={day.flags} />
      </TableCell>
      <TableCell>
        {correctable && (
          <RowSave
            day={day.day}
            state={rowStateOf(draft, day.status !== null)}
            saving={Boolean(draft?.saving)}
            dayError={draft?.errors.day}
            onSave={actions.onSave}
          >
            {day.editable && !draft && <DayActions day={day} busy={busy} {...actions} />}
          </RowSave>
        )}
      </TableCell>
    </TableRow>
  );
}
