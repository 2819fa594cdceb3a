import { useQuery } from '@apollo/client/react';

import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import { REAPPLICATION_STATUS_LABELS } from '@/components/reapplication-labels';
import { ReapplicationsDocument, type ReapplicationStatus } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

const PAGE_SIZE = 10;

/** Filters and page in the address (?search=&status=&program=&page=); no program is A§9's "none". */
export function useReapplicationFilters() {
  const params = useListParams(['search', 'status', 'program']);
  const { search } = params.values;
  const status = paramOneOf<ReapplicationStatus>(REAPPLICATION_STATUS_LABELS, params.values.status);
  const program = paramOneOf<ScholarProgram>(PROGRAM_LABELS, params.values.program);
  return {
    search,
    status,
    program,
    page: params.page,
    filtered: Boolean(search || status || program),
    setSearch: (value: string) => {
      params.setFilter('search', value, { replace: true });
    },
    setStatus: (value: ReapplicationStatus | '') => {
      params.setFilter('status', value);
    },
    setProgram: (value: ScholarProgram | '') => {
      params.setFilter('program', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type ReapplicationFilters = ReturnType<typeof useReapplicationFilters>;

/** One page of re-applications, following new submissions live. */
export function useReapplicationList(filters: ReapplicationFilters) {
  const { search, status, program, page } = filters;
  const { data, previousData, loading, error, refetch } = useQuery(ReapplicationsDocument, {
    variables: {
      filter: { search: search || undefined, status, program: program ?? 'none' },
      page,
      limit: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnNotice('/reapplications', refetch);
  const shown = error ? undefined : (data ?? previousData);
  return {
    rows: shown?.reapplications.items,
    pagination: shown?.reapplications.pagination,
    loading,
    stale: loading && !data && Boolean(previousData),
    retry: () => void refetch(),
  };
}

export type ReapplicationList = ReturnType<typeof useReapplicationList>;
