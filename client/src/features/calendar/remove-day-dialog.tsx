import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { dayWithWeekday } from '@/features/calendar/calendar-dates';
import { KIND_LABELS } from '@/features/calendar/calendar-labels';
import type { NonWorkingDayFieldsFragment } from '@/gql/graphql';

interface RemoveDayDialogProps {
  day: NonWorkingDayFieldsFragment | null;
  busy: boolean;
  failure: string | null;
  onCancel(): void;
  onConfirm(day: NonWorkingDayFieldsFragment): void;
}

/** Taking a day back makes it a duty day again for the DTR: asked once more. */
export function RemoveDayDialog({ day, busy, failure, onCancel, onConfirm }: RemoveDayDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={day !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>Remove non-working day</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id={descriptionId}>
          Remove the {day ? KIND_LABELS[day.kind].toLowerCase() : ''} of{' '}
          <strong>{day ? dayWithWeekday(day.date) : ''}</strong> ({day?.reason})? The DTR counts it
          as a duty day again.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus disabled={busy}>
          Keep it
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={() => day && onConfirm(day)}
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
