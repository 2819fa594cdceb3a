import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface FormCheckboxProps<Values extends FieldValues> {
  name: FieldPathByValue<Values, boolean>;
  control: Control<Values>;
  label: ReactNode;
  /** An accessible name when the visible label alone would be ambiguous; it should contain the label. */
  inputLabel?: string;
  disabled?: boolean;
  /** Runs after the form has the new value (helpers that fill other fields). */
  onToggle?: (checked: boolean) => void;
}

/** A checkbox bound to a boolean form field, with its error under it. */
export function FormCheckbox<Values extends FieldValues>({
  name,
  control,
  label,
  inputLabel,
  disabled,
  onToggle,
}: FormCheckboxProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, ref, onChange, ...field }, fieldState }) => (
        <FormControl error={fieldState.invalid} disabled={disabled}>
          <FormControlLabel
            control={
              <Checkbox
                {...field}
                checked={Boolean(value)}
                onChange={(_, checked) => {
                  onChange(checked);
                  onToggle?.(checked);
                }}
                slotProps={{ input: { ref, 'aria-label': inputLabel } }}
              />
            }
            label={label}
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
