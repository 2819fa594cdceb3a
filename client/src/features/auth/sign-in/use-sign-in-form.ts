import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  signInSchema,
  SIGN_IN_PASSWORD_MIN,
  type SignInValues,
} from '@/features/auth/sign-in/sign-in-schema';
import { MeDocument, SignInDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';

const DEFAULT_FAILURE = 'Invalid email or password';

/**
 * F§4 Sign-in: the call, then the current user fetched afresh (or, if that
 * fails, the user of the sign-in answer). Once the user is known, the
 * public-only guard leaves this page for the remembered origin or the home.
 */
export function useSignInForm() {
  const client = useApolloClient();
  const { refetchUser } = useAuth();
  const [signIn] = useMutation(SignInDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    let signedIn;
    try {
      ({ data: signedIn } = await signIn({ variables: { input } }));
    } catch (error) {
      setFailure(readServerError(error)?.message ?? DEFAULT_FAILURE);
      return;
    }
    try {
      await refetchUser();
    } catch {
      if (signedIn) client.writeQuery({ query: MeDocument, data: { me: signedIn.signIn.user } });
    }
  });

  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const canSubmit =
    !form.formState.isSubmitting && email !== '' && password.length >= SIGN_IN_PASSWORD_MIN;

  return { form, submit, canSubmit, failure };
}
