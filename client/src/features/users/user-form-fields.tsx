import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';

import type { UserFormValues } from '@/features/users/use-user-form';
import { ROLE_LABELS, STATUS_LABELS } from '@/features/users/user-labels';
import type { UserRole } from '@/gql/graphql';

interface UserFormFieldsProps {
  control: Control<UserFormValues>;
  role: UserRole;
  offices: { id: string; name: string }[];
  /** Roles that cannot be chosen (admin, unless the viewer is an administrator). */
  disabledRoles: UserRole[];
  /** The viewer's own account: role and status stay as they are. */
  locked: boolean;
}

function Select({
  name,
  label,
  control,
  disabled,
  options,
}: {
  name: keyof UserFormValues;
  label: string;
  control: Control<UserFormValues>;
  disabled?: boolean;
  options: { value: string; label: string; disabled?: boolean }[];
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          {...field}
          inputRef={ref}
          disabled={disabled}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Role (A§6: student, hr, office, admin), status (A§4) and, for office staff, the office. */
export function UserFormFields({
  control,
  role,
  offices,
  disabledRoles,
  locked,
}: UserFormFieldsProps) {
  return (
    <Stack spacing={2}>
      <Select
        name="role"
        label="Role"
        control={control}
        disabled={locked}
        options={(Object.keys(ROLE_LABELS) as UserRole[]).map((value) => ({
          value,
          label: ROLE_LABELS[value],
          disabled: disabledRoles.includes(value),
        }))}
      />
      {role === 'office' && (
        <Select
          name="officeId"
          label="Office"
          control={control}
          options={offices.map((office) => ({ value: office.id, label: office.name }))}
        />
      )}
      <Select
        name="status"
        label="Status"
        control={control}
        disabled={locked}
        options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
      />
    </Stack>
  );
}
