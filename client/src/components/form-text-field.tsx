import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText'
> & {
  name: Path<Values>;
  control: Control<Values>;
  label: string;
};

/**
 * A text field bound to a react-hook-form field, with its error under it. Controlled,
 * so the label follows the value when the form resets it.
 */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  ...props
}: FormTextFieldProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          inputRef={ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
