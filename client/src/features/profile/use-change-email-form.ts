import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import type { Feedback } from '@/components/feedback-alert';
import type { ChangeEmailInput, ChangeEmailValues } from '@/features/profile/change-email-schema';
import { useEmailChangeBlock } from '@/features/profile/use-email-change-block';
import { ChangeEmailDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyResolver } from '@/lib/lazy-resolver';

export const EMAIL_CHANGE_BLOCKED_MESSAGE =
  'Please wait 5 minutes before requesting another email change';

// F§8 E-mail change: the rate limit blocks the form (shown by the block itself, not here).
function failureFeedback(error: unknown): Feedback | 'blocked' {
  const serverError = readServerError(error);
  const message = serverError?.message ?? '';
  if (serverError?.code === 'RATE_LIMITED' || /wait 5 minutes/i.test(message)) return 'blocked';
  if (serverError?.code === 'CONFLICT' || /email is already in use/i.test(message)) {
    return { severity: 'error', text: 'Email is already in use' };
  }
  return { severity: 'error', text: message || 'Failed to change email. Please try again.' };
}

export function useChangeEmailForm(currentEmail: string) {
  const { refetchUser } = useAuth();
  const [changeEmail] = useMutation(ChangeEmailDocument);
  const block = useEmailChangeBlock();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailValues>({
    resolver: lazyResolver(() =>
      import('@/features/profile/change-email-schema').then((m) =>
        m.changeEmailResolver(currentEmail),
      ),
    ),
    defaultValues: { newEmail: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    setFeedback(null);
    try {
      const { data } = await changeEmail({ variables: { input: { newEmail } } });
      setFeedback({
        severity: 'success',
        text: data?.changeEmail.message || 'Verification email sent to your new email address!',
      });
      form.reset();
      await refetchUser();
    } catch (error) {
      const failure = failureFeedback(error);
      if (failure === 'blocked') block.start();
      else setFeedback(failure);
    }
  });

  return { form, onSubmit, feedback, blockedMs: block.remainingMs };
}
