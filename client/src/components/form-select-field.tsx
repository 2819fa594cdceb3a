import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import { boundFieldProps } from '@/components/bound-field-props';

type FormSelectFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'select'
> & {
  name: Path<Values>;
  control: Control<Values>;
  label: string;
};

/**
 * A select (MUI's TextField with `select`; the options are its MenuItem
 * children) bound to a react-hook-form field, showing its error under it.
 */
export function FormSelectField<Values extends FieldValues>({
  name,
  control,
  ...props
}: FormSelectFieldProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField select fullWidth {...props} {...boundFieldProps(field, fieldState)} />
      )}
    />
  );
}
