import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';

import { CreateApiTokenDocument, MyApiTokensDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
const NAME_MAX = 80;

// The server's rules and messages (api-token-rules.ts); "never" is offered to admins only.
const createTokenSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the token a name.'),
      z.maxLength(NAME_MAX, `Keep the name under ${NAME_MAX} characters.`),
    ),
  scope: z.enum(['read', 'write']),
  expiry: z.enum(EXPIRY_CHOICES),
});

type CreateTokenSchema = typeof createTokenSchema;
export type CreateTokenValues = z.input<CreateTokenSchema>;

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
  const form = useForm<CreateTokenValues, unknown, z.output<CreateTokenSchema>>({
    resolver: zodResolver(createTokenSchema),
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
