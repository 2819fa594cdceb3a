import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';

import type { Feedback } from '@/components/feedback-alert';
import { ChangePasswordDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';

const SIGN_OUT_DELAY_MS = 2000;

// F§5 Password change.
const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Current password is required')),
    newPassword: z.string().check(z.minLength(8, 'Password must be at least 8 characters')),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.superRefine(({ currentPassword, newPassword, confirmPassword }, context) => {
      if (confirmPassword && newPassword !== confirmPassword) {
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: "Passwords don't match",
        });
      }
      if (currentPassword && newPassword === currentPassword) {
        context.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: 'New password must be different from current password',
        });
      }
    }),
  );

type ChangePasswordSchema = typeof changePasswordSchema;

/** F§4 Password change: the server ends every session, so on success the user is signed out after 2 s. */
export function useChangePasswordForm() {
  const { signOut } = useAuth();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const form = useForm<z.input<ChangePasswordSchema>, unknown, z.output<ChangePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
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
