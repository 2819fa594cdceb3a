import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  signInSchema,
  SIGN_IN_PASSWORD_MIN,
  type SignInValues,
} from '@/features/auth/sign-in/sign-in-schema';
import { SignInDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';
import { requestGraphql } from '@/lib/graphql-request';

const DEFAULT_FAILURE = 'Invalid email or password';

/**
 * F§4 Sign-in: the call, then the current user fetched afresh (or, if that
 * fails, the user of the sign-in answer). Once the user is known, the
 * public-only guard leaves this page for the remembered origin or the home.
 * A plain request, not Apollo: this page's first visit stays light (issue #14).
 */
export function useSignInForm() {
  const { refetchUser, signedIn } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    let answer;
    try {
      answer = await requestGraphql(SignInDocument, { input });
    } catch (error) {
      setFailure(readServerError(error)?.message ?? DEFAULT_FAILURE);
      return;
    }
    try {
      await refetchUser();
    } catch {
      signedIn(answer.signIn.user);
    }
  });

  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const canSubmit =
    !form.formState.isSubmitting && email !== '' && password.length >= SIGN_IN_PASSWORD_MIN;

  return { form, submit, canSubmit, failure };
}
