import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '@/lib/zod';

import { ForgotPasswordDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

// F§5 Forgot password and F§8 Forgot password failure.
const forgotPasswordSchema = z.object({ email: z.email('Invalid email format') });
type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

const FAILED = 'Failed to send reset link. Try again.';

export function useForgotPasswordForm() {
  const [forgotPassword] = useMutation(ForgotPasswordDocument);
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await forgotPassword({ variables: { input } });
      setSent(true);
    } catch (error) {
      // A limited answer says how long to wait ("Too many attempts. Try again in N minutes.").
      const failure = readServerError(error);
      form.setError('root', {
        message: failure?.code === 'RATE_LIMITED' ? failure.message : FAILED,
      });
    }
  });

  const email = useWatch({ control: form.control, name: 'email' });
  const canSubmit = !form.formState.isSubmitting && email !== '';
  return { form, submit, canSubmit, sent };
}
