import { useQuery } from '@apollo/client/react';

import type { ScholarFilters } from '@/features/scholars/use-scholar-filters';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { ScholarOfficesDocument, ScholarsDocument, type ScholarsQuery } from '@/gql/graphql';

const PAGE_SIZE = 10;

export type ScholarRow = ScholarsQuery['scholars']['items'][number];

/** One page of scholars (the server keeps office staff to their office) for the filters. */
export function useScholars(filters: ScholarFilters) {
  const { search, program, status, officeId, page } = filters;
  const { data, previousData, loading, error, refetch } = useQuery(ScholarsDocument, {
    variables: {
      filter: {
        search: search || undefined,
        program,
        status,
        officeId,
      },
      page,
      limit: PAGE_SIZE,
    },
    // A change made elsewhere (another staff member, a reassignment) shows when the page opens.
    fetchPolicy: 'cache-and-network',
  });
  // New trainees, reassignments and status changes by others arrive live.
  useRefetchOnNotice('/office/scholars', refetch);
  // While another page or filter loads, the last one stays (marked stale) instead of blinking.
  const shown = error ? undefined : (data ?? previousData)?.scholars;
  return {
    rows: shown?.items,
    pagination: shown?.pagination,
    loading,
    stale: loading && !data && Boolean(previousData),
    error,
    retry: () => void refetch(),
  };
}

export type ScholarList = ReturnType<typeof useScholars>;

/** Every office by name, and the viewer's own (office staff); empty until they load. */
export function useOffices() {
  const { data } = useQuery(ScholarOfficesDocument);
  const offices = data?.offices ?? [];
  const own = offices.find((office) => office.id === data?.me?.officeId);
  return { offices, ownOfficeName: own?.name };
}
