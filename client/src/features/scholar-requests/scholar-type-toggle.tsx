import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';

import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import type { RequestFormValues } from '@/features/scholar-requests/request-schema';

interface ScholarTypeToggleProps {
  control: Control<RequestFormValues>;
  disabled: boolean;
}

/** A§2.4 Scholar Type: two toggle buttons; clicking the selected one clears it (either will do). */
export function ScholarTypeToggle({ control, disabled }: ScholarTypeToggleProps) {
  const labelId = useId();
  return (
    <Controller
      name="scholarType"
      control={control}
      render={({ field: { ref, value, onChange } }) => (
        // The button group is the group, named by the label (a fieldset would name it twice).
        <FormControl disabled={disabled}>
          <FormLabel id={labelId} sx={{ mb: 1 }}>
            Scholar Type
          </FormLabel>
          <ToggleButtonGroup
            ref={ref}
            exclusive
            color="primary"
            value={value}
            disabled={disabled}
            aria-labelledby={labelId}
            // An exclusive group hands null when the selected button is clicked again.
            onChange={(_, next: ScholarProgram | null) => {
              onChange(next);
            }}
          >
            {(Object.keys(PROGRAM_LABELS) as ScholarProgram[]).map((type) => (
              <ToggleButton key={type} value={type}>
                {PROGRAM_LABELS[type]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FormControl>
      )}
    />
  );
}
