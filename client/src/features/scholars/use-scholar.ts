import { useQuery } from '@apollo/client/react';

import { ScholarDocument, type ScholarDetailFragment } from '@/gql/graphql';

export type ScholarDetail = ScholarDetailFragment;

/**
 * One scholar as the View dialog shows it, always fresh from the server: its version guards
 * the decisions taken on it. The answer lands in the cache, so the list row follows too.
 */
export function useScholar(id: string) {
  const query = useQuery(ScholarDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  return {
    scholar: query.data?.scholar,
    loading: query.loading,
    error: query.error,
    reload: () => query.refetch(),
  };
}
