import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import { SelectField, type SelectFieldProps } from '@/components/select-field';

type FormSelectFieldProps<Values extends FieldValues> = Omit<
  SelectFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
> & {
  name: Path<Values>;
  control: Control<Values>;
};

/** A SelectField bound to a react-hook-form field, showing its error under it. */
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
        <SelectField
          fullWidth
          {...props}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
