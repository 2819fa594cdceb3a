import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '@/lib/zod';

import { ROLE_LABELS, STATUS_LABELS } from '@/features/users/user-labels';
import { UpdateUserDocument, type UserRole, type UserStatus } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

const ROLES = Object.keys(ROLE_LABELS) as [UserRole, ...UserRole[]];
const STATUSES = Object.keys(STATUS_LABELS) as [UserStatus, ...UserStatus[]];
export const OFFICE_REQUIRED = 'Choose the office of an office account.';
const FAILED = 'Failed to update the user. Please try again.';

// The server's rule, told on the field before the round trip.
const schema = z
  .object({ role: z.enum(ROLES), status: z.enum(STATUSES), officeId: z.string() })
  .check(
    z.refine((values) => values.role !== 'office' || values.officeId !== '', {
      message: OFFICE_REQUIRED,
      path: ['officeId'],
    }),
  );

export type UserFormValues = z.infer<typeof schema>;

interface EditedUser {
  id: string;
  role: UserRole;
  status: UserStatus;
  officeId?: string | null;
  version: number;
}

interface UserFormOptions {
  /** Saved (`changed` false when nothing was changed). */
  onSaved(values: UserFormValues, changed: boolean): void;
  /** CONFLICT: someone changed the account first; fetch it again. */
  reload(): unknown;
}

/** A§2.5 Users view dialog: role, status and, for office staff, the office; versioned. */
export function useUserForm(user: EditedUser, { onSaved, reload }: UserFormOptions) {
  const [update] = useMutation(UpdateUserDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<UserFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { role: user.role, status: user.status, officeId: user.officeId ?? '' },
  });
  // A reload after a CONFLICT brings the account as it is now: the form starts from it.
  const { reset } = form;
  useEffect(() => {
    reset({ role: user.role, status: user.status, officeId: user.officeId ?? '' });
  }, [reset, user.version, user.role, user.status, user.officeId]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setConflict(null);
    const officeId = values.role === 'office' ? values.officeId : null;
    const changes = {
      ...(values.role !== user.role ? { role: values.role } : {}),
      ...(values.status !== user.status ? { status: values.status } : {}),
      ...(officeId !== (user.officeId ?? null) ? { officeId } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onSaved(values, false);
      return;
    }
    try {
      await update({
        variables: { input: { id: user.id, expectedVersion: user.version, ...changes } },
      });
      onSaved(values, true);
    } catch (error) {
      const serverError = readServerError(error);
      if (serverError?.code === 'CONFLICT') {
        setConflict(serverError.message);
        void reload();
        return;
      }
      const fields = serverError?.fields ?? {};
      for (const [name, message] of Object.entries(fields))
        if (name === 'role' || name === 'status' || name === 'officeId')
          form.setError(name, { message });
      const message = serverError?.message ?? FAILED;
      setFailure(Object.values(fields).includes(message) ? null : message);
    }
  });

  const role = useWatch({ control: form.control, name: 'role' });
  return { form, submit, role, failure, conflict, busy: form.formState.isSubmitting };
}
