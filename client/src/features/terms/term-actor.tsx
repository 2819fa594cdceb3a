import { useQuery } from '@apollo/client/react';

import { TermActorDocument } from '@/gql/graphql';

/**
 * The name of the account that closed or reopened a term (a closure keeps its id), read once
 * per account; "an HR account" when it cannot be read (an account since removed).
 */
export function TermActor({ id }: { id: string }) {
  const { data, error } = useQuery(TermActorDocument, { variables: { id } });
  if (data) return `${data.user.firstname} ${data.user.lastname}`;
  return error ? 'an HR account' : '…';
}
