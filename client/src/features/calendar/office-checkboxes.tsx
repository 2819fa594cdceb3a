import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';

import type { NonWorkingDayValues } from '@/features/calendar/use-non-working-day-form';

interface OfficeCheckboxesProps {
  control: Control<NonWorkingDayValues>;
  offices: readonly { id: string; name: string }[];
}

/** The offices a non-working day applies to: a checkbox each, in a group the keyboard tabs through. */
export function OfficeCheckboxes({ control, offices }: OfficeCheckboxesProps) {
  const helperId = useId();
  return (
    <Controller
      name="officeIds"
      control={control}
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value);
        const toggle = (id: string, on: boolean) => {
          field.onChange(
            offices.map((o) => o.id).filter((each) => (each === id ? on : chosen.has(each))),
          );
        };
        return (
          <FormControl component="fieldset" error={fieldState.invalid} required>
            <FormLabel component="legend">Offices it applies to</FormLabel>
            <FormGroup
              aria-describedby={fieldState.error ? helperId : undefined}
              sx={{ maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap' }}
            >
              {offices.map((office, index) => (
                <FormControlLabel
                  key={office.id}
                  label={office.name}
                  control={
                    <Checkbox
                      checked={chosen.has(office.id)}
                      onChange={(event) => {
                        toggle(office.id, event.target.checked);
                      }}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && (
              <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
