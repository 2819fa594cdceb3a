import { useQuery } from '@apollo/client/react';

import type { ApplicationFilters } from '@/features/applications/manage/use-application-filters';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { StaffApplicationsDocument, type StaffApplicationsQuery } from '@/gql/graphql';

/** A§9: applications page size. */
export const PAGE_SIZE = 10;

export type StaffApplicationRow = StaffApplicationsQuery['applications']['applications'][number];

/** One page of the staff list for the filters in the address. */
export function useStaffApplications(filters: ApplicationFilters) {
  const { search, status, position, page } = filters;
  const { data, previousData, loading, error, refetch } = useQuery(StaffApplicationsDocument, {
    variables: {
      filter: { search: search || undefined, status, position },
      page,
      limit: PAGE_SIZE,
    },
    // A decision made elsewhere shows when the page is opened again.
    fetchPolicy: 'cache-and-network',
  });
  // A change the system made (training completed) or a colleague's decision arrives live.
  useRefetchOnNotice('/applications', refetch);
  // While another page or filter loads, the last one stays (marked stale) instead of blinking.
  const shown = error ? undefined : (data ?? previousData)?.applications;
  return {
    rows: shown?.applications,
    pagination: shown?.pagination,
    loading,
    stale: loading && !data && Boolean(previousData),
    error,
    retry: () => void refetch(),
  };
}

export type StaffApplicationList = ReturnType<typeof useStaffApplications>;
