import { useQuery } from '@apollo/client/react';

import {
  ScholarRequestsDocument,
  type ScholarRequestFilter,
  type ScholarRequestRowFragment,
} from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';

const PAGE_SIZE = 10;

export type ScholarRequestRow = ScholarRequestRowFragment;

/**
 * One page of scholar requests (the server keeps office staff to their office). The page
 * follows live: `noticeLink` is where the notifications about these requests point
 * (HR's answers for the office, new requests and withdrawals for HR).
 */
export function useScholarRequests(
  filter: ScholarRequestFilter,
  page: number,
  noticeLink: '/office/requests' | '/hr/requests',
) {
  const { data, previousData, loading, error, refetch } = useQuery(ScholarRequestsDocument, {
    variables: { filter, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnNotice(noticeLink, refetch);
  // While another page or filter loads, the last one stays (marked stale) instead of blinking.
  const shown = error ? undefined : (data ?? previousData)?.scholarRequests;
  return {
    rows: shown?.items,
    pagination: shown?.pagination,
    loading,
    stale: loading && !data && Boolean(previousData),
    error,
    retry: () => void refetch(),
  };
}

export type ScholarRequestList = ReturnType<typeof useScholarRequests>;
