import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';

import { FormSelectField } from '@/components/form-select-field';
import { labelOptions } from '@/components/select-field';
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
      <FormSelectField
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
        <FormSelectField
          name="officeId"
          label="Office"
          control={control}
          options={offices.map((office) => ({ value: office.id, label: office.name }))}
        />
      )}
      <FormSelectField
        name="status"
        label="Status"
        control={control}
        disabled={locked}
        options={labelOptions(STATUS_LABELS)}
      />
    </Stack>
  );
}
