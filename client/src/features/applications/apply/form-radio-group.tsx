import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface FormRadioGroupProps<Values extends FieldValues> {
  name: FieldPathByValue<Values, string>;
  control: Control<Values>;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A row of radio buttons bound to a text form field; the first one takes the focus on error. */
export function FormRadioGroup<Values extends FieldValues>({
  name,
  control,
  label,
  options,
}: FormRadioGroupProps<Values>) {
  const labelId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <FormControl error={fieldState.invalid}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            {...field}
            row
            aria-labelledby={labelId}
            value={value ?? ''}
            onChange={(_, next) => {
              onChange(next);
            }}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={<Radio slotProps={{ input: { ref: index === 0 ? ref : undefined } }} />}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
