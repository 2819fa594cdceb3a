import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';

import { signUpSchema, type SignUpValues } from '@/features/auth/sign-up/sign-up-schema';
import { SignUpDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

// F§4 Sign-up form and F§8 Sign-up failure.
const DEFAULT_SUCCESS =
  'Account created successfully! Please check your email to verify your account.';
const EMAIL_TAKEN =
  'An account with this email address already exists. Please use a different email or try signing in.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

const FIELDS = ['firstname', 'lastname', 'email', 'password', 'confirmPassword'] as const;

function showFailure(error: unknown, setError: UseFormSetError<SignUpValues>): void {
  const failure = readServerError(error);
  if (!failure) {
    setError('root', { message: UNEXPECTED });
    return;
  }
  // Too many sign-ups from this network: the wait concerns the form, not the e-mail.
  if (failure.code === 'RATE_LIMITED') {
    setError('root', { message: failure.message });
    return;
  }
  if (failure.code === 'CONFLICT' && failure.message === 'User already in use.') {
    setError('email', { message: EMAIL_TAKEN });
    return;
  }
  const fieldErrors = FIELDS.filter((field) => failure.fields[field]);
  if (fieldErrors.length === 0) {
    setError('email', { message: failure.message });
    return;
  }
  fieldErrors.forEach((field) => {
    setError(field, { message: failure.fields[field] });
  });
}

export function useSignUpForm() {
  const [signUp] = useMutation(SignUpDocument);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      confirmPassword: '',
      ageConfirmed: false,
    },
  });

  const submit = form.handleSubmit(async ({ ageConfirmed: _confirmed, ...input }) => {
    try {
      const { data } = await signUp({ variables: { input } });
      setSuccessMessage(data?.signUp.message || DEFAULT_SUCCESS);
    } catch (error) {
      showFailure(error, form.setError);
    }
  });

  const values = useWatch({ control: form.control });
  const canSubmit =
    !form.formState.isSubmitting &&
    values.ageConfirmed &&
    FIELDS.every((field) => Boolean(values[field]));

  return { form, submit, canSubmit, password: values.password ?? '', successMessage };
}
