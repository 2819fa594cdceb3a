import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps as MuiOutlinedTextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

export type OutlinedTextFieldProps = Omit<
  MuiOutlinedTextFieldProps,
  | 'variant'
  | 'select'
  | 'SelectProps'
  | 'slots'
  | 'slotProps'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
> & {
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
};

/**
 * MUI's TextField (outlined, not a select) put together from the same parts in
 * the same way, with the same classes and ids. TextField itself always imports
 * Select, and with it Menu, Popover and Modal: 20 kB gzip that a page of text
 * inputs, the sign-in page first, would download for nothing (issue #14).
 */
export function OutlinedTextField({
  autoComplete,
  autoFocus = false,
  className,
  color = 'primary',
  defaultValue,
  disabled = false,
  error = false,
  fullWidth = false,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  required = false,
  rows,
  slotProps = {},
  type,
  value,
  ...root
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { input, htmlInput, inputLabel, formHelperText } = slotProps;
  return (
    <FormControl
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      color={color}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      variant="outlined"
      {...root}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInput}
        label={label}
        {...(inputLabel?.shrink !== undefined && { notched: inputLabel.shrink })}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
