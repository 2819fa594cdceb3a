import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';

import { FormTextField } from '@/components/form-text-field';
import type {
  ApplicationForm,
  ParentField as ParentFieldName,
} from '@/features/applications/apply/application-schema';
import { FormCheckbox } from '@/features/applications/apply/form-checkbox';

interface ParentFieldProps {
  form: ApplicationForm;
  name: ParentFieldName;
  label: string;
  autoComplete?: string;
}

/**
 * A parent's name or occupation with its "Unknown / Not Applicable" toggle (A§2.1):
 * ticking it clears and disables the field; unticking brings back what was typed.
 */
export function ParentField({ form, name, label, autoComplete }: ParentFieldProps) {
  const flag = `${name}Unknown` as const;
  const unknown = useWatch({ control: form.control, name: flag });
  const typed = useRef('');

  const toggle = (checked: boolean) => {
    if (checked) {
      typed.current = form.getValues(name);
      form.setValue(name, '', { shouldDirty: true });
      form.clearErrors(name);
    } else {
      form.setValue(name, typed.current, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };

  return (
    <Stack spacing={0.5}>
      <FormTextField
        name={name}
        control={form.control}
        label={label}
        autoComplete={autoComplete}
        disabled={unknown}
        required={!unknown}
      />
      <FormCheckbox
        name={flag}
        control={form.control}
        label="Unknown / Not Applicable"
        inputLabel={`${label}: Unknown / Not Applicable`}
        onToggle={toggle}
      />
    </Stack>
  );
}
