import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  resetPasswordSchema,
  type ResetPasswordValues,
} from '@/features/auth/reset-password/reset-password-schema';
import { ResetPasswordDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

// F§8 Reset password failure.
const SAME_AS_OLD_FROM_SERVER = 'New password must be different from old password';
const SAME_AS_OLD = 'Your new password must be different from your current password.';
const FAILED = 'Failed to reset password. Try again.';

export function useResetPasswordForm(code: string) {
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [updated, setUpdated] = useState(false);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ variables: { input: { code, password } } });
      setUpdated(true);
    } catch (error) {
      const sameAsOld = readServerError(error)?.message === SAME_AS_OLD_FROM_SERVER;
      form.setError('root', { message: sameAsOld ? SAME_AS_OLD : FAILED });
    }
  });

  const password = useWatch({ control: form.control, name: 'password' });
  return { form, submit, password, updated };
}
