import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { labelOptions } from '@/components/select-field';
import { KIND_LABELS } from '@/features/calendar/calendar-labels';
import { OfficeCheckboxes } from '@/features/calendar/office-checkboxes';
import { useNonWorkingDayForm } from '@/features/calendar/use-non-working-day-form';
import type { NonWorkingDayFieldsFragment } from '@/gql/graphql';

interface NonWorkingDayFormProps {
  offices: readonly { id: string; name: string }[];
  onClose(): void;
  onAdded(day: NonWorkingDayFieldsFragment): void;
}

const shrunk = { slotProps: { inputLabel: { shrink: true } } } as const;

function NonWorkingDayForm({ offices, onClose, onAdded }: NonWorkingDayFormProps) {
  const formId = useId();
  const { form, submit, hours, offices: reach, failure, busy } = useNonWorkingDayForm(onAdded);
  const { control } = form;
  return (
    <>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack
          component="form"
          id={formId}
          spacing={2}
          noValidate
          aria-label="Add a non-working day"
          onSubmit={(event) => void submit(event)}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              name="date"
              control={control}
              label="Date"
              type="date"
              required
              autoFocus
              {...shrunk}
            />
            <FormSelectField
              name="kind"
              control={control}
              label="Kind"
              required
              options={labelOptions(KIND_LABELS)}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              name="hours"
              control={control}
              label="Hours"
              options={[
                { value: 'whole', label: 'Whole day' },
                { value: 'from', label: 'From a time' },
              ]}
            />
            {hours === 'from' && (
              <FormTextField
                name="fromTime"
                control={control}
                label="From"
                type="time"
                required
                {...shrunk}
              />
            )}
          </Stack>
          <FormSelectField
            name="offices"
            control={control}
            label="Offices"
            options={[
              { value: 'all', label: 'All offices' },
              { value: 'some', label: 'Chosen offices' },
            ]}
          />
          {reach === 'some' && <OfficeCheckboxes control={control} offices={offices} />}
          <FormTextField
            name="reason"
            control={control}
            label="Reason"
            required
            placeholder="Typhoon signal no. 2"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {busy ? 'Adding…' : 'Add day'}
        </Button>
      </DialogActions>
    </>
  );
}

/** HR adds a holiday, a special non-working day or a suspension, ahead or the same morning. */
export function NonWorkingDayDialog({
  open,
  ...props
}: NonWorkingDayFormProps & { open: boolean }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add a non-working day</DialogTitle>
      {/* Mounted while open: each opening starts with an empty form. */}
      {open && <NonWorkingDayForm {...props} />}
    </Dialog>
  );
}
