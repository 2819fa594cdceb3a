import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import type {
  CreateTokenInput,
  CreateTokenValues,
} from '@/features/profile/create-api-token-schema';
import { CreateApiTokenDocument, MyApiTokensDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { lazyResolver } from '@/lib/lazy-resolver';

/** The new token's secret, shown once. */
export interface NewTokenSecret {
  name: string;
  secret: string;
}

/** Creates a token; its secret is kept in state only until the user dismisses it. */
export function useCreateApiTokenForm() {
  const [createToken] = useMutation(CreateApiTokenDocument, {
    refetchQueries: [MyApiTokensDocument],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<NewTokenSecret | null>(null);
  const form = useForm<CreateTokenInput, unknown, CreateTokenValues>({
    resolver: lazyResolver(() =>
      import('@/features/profile/create-api-token-schema').then((m) => m.createTokenResolver),
    ),
    defaultValues: { name: '', scope: 'read', expiry: '90' },
  });

  const submit = form.handleSubmit(async ({ name, scope, expiry }) => {
    setFailure(null);
    setCreated(null);
    try {
      const expiresInDays = expiry === 'never' ? null : Number(expiry);
      const { data } = await createToken({
        variables: { input: { name, scope, expiresInDays } },
      });
      if (data) setCreated({ name, secret: data.createApiToken.secret });
      form.reset();
    } catch (error) {
      const server = readServerError(error);
      setFailure(server?.message ?? 'Could not create the token. Try again.');
    }
  });

  return { form, submit, failure, created, dismiss: () => setCreated(null) };
}
