import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import { boundFieldProps } from '@/components/bound-field-props';
import { OutlinedTextField, type OutlinedTextFieldProps } from '@/components/outlined-text-field';
import { PasswordField } from '@/components/password-field';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  OutlinedTextFieldProps,
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
 * A text field bound to a react-hook-form field, showing its error under it.
 * A choice among options is a FormSelectField.
 */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  password = false,
  normalize,
  ...props
}: FormTextFieldProps<Values>) {
  const Field = password ? PasswordField : OutlinedTextField;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field fullWidth {...props} {...boundFieldProps(field, fieldState, normalize)} />
      )}
    />
  );
}
