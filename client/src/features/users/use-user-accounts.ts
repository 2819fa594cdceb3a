import { useQuery } from '@apollo/client/react';

import type { UserFilters } from '@/features/users/use-user-filters';
import { UserAccountsDocument, type UserAccountsQuery } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';

const PAGE_SIZE = 10;

export type UserAccountRow = UserAccountsQuery['users']['items'][number];

/** One page of accounts for the filters in the address. */
export function useUserAccounts(filters: UserFilters) {
  const { search, role, status, page } = filters;
  const { data, previousData, loading, error, refetch } = useQuery(UserAccountsDocument, {
    variables: { filter: { search: search || undefined, role, status }, page, limit: PAGE_SIZE },
    // Accounts made elsewhere (an accepted invitation, a sign-up) show when the page opens.
    fetchPolicy: 'cache-and-network',
  });
  // An accepted invitation (its notice links here) adds an account: it shows at once.
  useRefetchOnNotice('/hr/users', refetch);
  // While another page or filter loads, the last one stays (marked stale) instead of blinking.
  const shown = error ? undefined : (data ?? previousData)?.users;
  return {
    rows: shown?.items,
    pagination: shown?.pagination,
    loading,
    stale: loading && !data && Boolean(previousData),
    retry: () => void refetch(),
  };
}

export type UserAccountList = ReturnType<typeof useUserAccounts>;
