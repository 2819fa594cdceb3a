import { useQuery } from '@apollo/client/react';

import type { MasterListFilters } from '@/features/master-list/use-master-list-filters';
import { MasterListDocument, MasterListOptionsDocument, type MasterListQuery } from '@/gql/graphql';

const PAGE_SIZE = 20;

export type MasterListRow = MasterListQuery['masterList']['items'][number];
export type MasterListSummary = MasterListQuery['masterList']['summary'];

/** One page of the master list for the filters, with the summary of the whole list. */
export function useMasterList(filters: MasterListFilters) {
  const { officeId, program, status, term, academicYear, page } = filters;
  const { data, previousData, loading, error, refetch } = useQuery(MasterListDocument, {
    variables: {
      filter: { officeId, program, status, term, academicYear },
      page,
      limit: PAGE_SIZE,
    },
    // Hours confirmed and evaluations saved since show when the page opens.
    fetchPolicy: 'cache-and-network',
  });
  const shown = error ? undefined : (data ?? previousData)?.masterList;
  return {
    rows: shown?.items,
    pagination: shown?.pagination,
    summary: shown?.summary,
    term: shown?.term,
    asOf: shown?.asOf,
    loading,
    stale: loading && !data && Boolean(previousData),
    error,
    retry: () => void refetch(),
  };
}

export type MasterList = ReturnType<typeof useMasterList>;

/** The offices (Office filter) and the current term (the academic years offered). */
export function useMasterListOptions() {
  const { data } = useQuery(MasterListOptionsDocument);
  return { offices: data?.offices ?? [], currentTerm: data?.currentAcademicTerm };
}
