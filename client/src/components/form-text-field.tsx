import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import { PasswordField } from '@/components/password-field';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText'
> & {
  name: Path<Values>;
  control: Control<Values>;
  label: string;
  /** A password input with a show/hide toggle. */
  password?: boolean;
  /** Rewrites what the user typed (trimming, capitalising) before the form keeps it. */
  normalize?: (value: string) => string;
};

/**
 * A text field bound to a react-hook-form field, showing its error under it. Controlled,
 * so the label follows the value when the form resets it.
 */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  password = false,
  normalize = (value) => value,
  ...props
}: FormTextFieldProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, onChange, ...field }, fieldState }) => {
        const Field = password ? PasswordField : TextField;
        return (
          <Field
            fullWidth
            {...props}
            {...field}
            inputRef={ref}
            onChange={(event) => {
              onChange(normalize(event.target.value));
            }}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
