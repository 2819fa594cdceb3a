import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import type { Feedback } from '@/components/feedback-alert';
import type {
  ChangePasswordValues,
  ChangePasswordInput,
} from '@/features/profile/change-password-schema';
import { ChangePasswordDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyResolver } from '@/lib/lazy-resolver';

const SIGN_OUT_DELAY_MS = 2000;

/** F§4 Password change: the server ends every session, so on success the user is signed out after 2 s. */
export function useChangePasswordForm() {
  const { signOut } = useAuth();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: lazyResolver(() =>
      import('@/features/profile/change-password-schema').then((m) => m.changePasswordResolver),
    ),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFeedback(null);
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      setFeedback({
        severity: 'success',
        text: 'Password changed successfully! Signing you out for security...',
      });
      setSigningOut(true);
      setTimeout(() => void signOut(), SIGN_OUT_DELAY_MS);
    } catch (error) {
      const text =
        readServerError(error)?.message ?? 'Failed to change password. Please try again.';
      setFeedback({ severity: 'error', text });
    }
  });

  return { form, onSubmit, feedback, signingOut };
}
