import type { ChangeEvent } from 'react';
import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldValues,
  Path,
} from 'react-hook-form';

/**
 * The props that bind an MUI text field (or select) to a react-hook-form
 * field: controlled, so the label follows the value when the form resets it,
 * with the field's error under it.
 */
export function boundFieldProps<Values extends FieldValues>(
  { ref, onChange, ...field }: ControllerRenderProps<Values, Path<Values>>,
  fieldState: ControllerFieldState,
  normalize: (value: string) => string = (value) => value,
) {
  return {
    ...field,
    inputRef: ref,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onChange(normalize(event.target.value));
    },
    error: fieldState.invalid,
    helperText: fieldState.error?.message,
  };
}
