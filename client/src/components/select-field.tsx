import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode, type Ref } from 'react';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/** One option per value, labelled from the record: by default every entry, in the record's order. */
export function labelOptions<T extends string>(
  labels: Record<T, string>,
  values: readonly T[] = Object.keys(labels) as T[],
): SelectOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** One option per value, labelled with the value itself. */
export function plainOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}

export type SelectFieldProps<T extends string = string> = Omit<
  FormControlProps,
  'children' | 'onChange' | 'onBlur' | 'variant'
> & {
  label: string;
  /** The choice in force; '' is no choice. */
  value: T | '';
  /** One entry per choice, in this order. */
  options: readonly SelectOption<T>[];
  onChange(value: T | ''): void;
  onBlur?: () => void;
  /** The entry that stands for no choice ("All", "None"); without it '' shows a blank entry. */
  emptyLabel?: string;
  helperText?: ReactNode;
  name?: string;
  inputRef?: Ref<HTMLSelectElement>;
  /** Focused when it mounts (a dialog's first field). */
  autoFocus?: boolean;
};

/**
 * A choice among plain options: the browser's own select in MUI's outlined
 * frame (NativeSelect), label always raised, helper or error text under it.
 * MUI's Select draws its list in a Menu, and so imports Menu, Popover and
 * Modal (~16 kB gzip) that every page with a dropdown would load on first
 * paint; the native list is the platform's, keyboard included.
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  onBlur,
  emptyLabel,
  helperText,
  name,
  inputRef,
  autoFocus,
  id: idOverride,
  ...root
}: SelectFieldProps<T>) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" {...root}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        id={id}
        name={name}
        value={value}
        inputRef={inputRef}
        autoFocus={autoFocus}
        aria-describedby={helperTextId}
        onChange={(event) => {
          onChange(event.target.value as T | '');
        }}
        onBlur={onBlur}
      >
        {emptyLabel !== undefined ? (
          <option value="">{emptyLabel}</option>
        ) : (
          // Until a choice is made; it cannot be chosen again.
          value === '' && <option value="" disabled hidden />
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
