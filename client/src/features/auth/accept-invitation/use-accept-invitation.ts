import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import {
  resetPasswordSchema,
  type ResetPasswordValues,
} from '@/features/auth/reset-password/reset-password-schema';
import { AcceptStaffInvitationDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';

const FAILED = 'Could not activate your account. Please try again.';

/**
 * The invitee chooses a password (the reset rules and messages): the account is made,
 * signed in, and the home of its role opens in place of this page.
 */
export function useAcceptInvitation(code: string) {
  const navigate = useNavigate();
  const { refetchUser, signedIn } = useAuth();
  const [accept] = useMutation(AcceptStaffInvitationDocument);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ password, confirmPassword }) => {
    let accepted;
    try {
      ({ data: accepted } = await accept({
        variables: { input: { code, password, confirmPassword } },
      }));
    } catch (error) {
      const serverError = readServerError(error);
      for (const field of ['password', 'confirmPassword'] as const) {
        const message = serverError?.fields[field];
        if (message) form.setError(field, { message });
      }
      form.setError('root', { message: serverError?.message ?? FAILED });
      return;
    }
    if (!accepted) return;
    signedIn(accepted.acceptStaffInvitation.user);
    try {
      await refetchUser();
    } catch {
      // The answer's user is already the signed-in user.
    }
    void navigate(accepted.acceptStaffInvitation.redirectUrl, { replace: true });
  });

  const password = useWatch({ control: form.control, name: 'password' });
  return { form, submit, password };
}
