import { useQuery } from '@apollo/client/react';

import { REQUIREMENT_STATUS_LABELS } from '@/components/requirement-labels';
import { RequirementSubmissionsDocument, type RequirementSubmissionStatus } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

const PAGE_SIZE = 10;
const LIVE_LINK = '/hr/requirements';

/** HR Requirements' search, status filter and page in the address (?search=&status=&page=). */
export function useRequirementFilters() {
  const params = useListParams(['search', 'status']);
  const { search } = params.values;
  const status = paramOneOf<RequirementSubmissionStatus>(
    REQUIREMENT_STATUS_LABELS,
    params.values.status,
  );
  return {
    search,
    status,
    page: params.page,
    filtered: Boolean(search || status),
    setSearch: (value: string) => {
      params.setFilter('search', value, { replace: true });
    },
    setStatus: (value: RequirementSubmissionStatus | '') => {
      params.setFilter('status', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type RequirementFilters = ReturnType<typeof useRequirementFilters>;

/** One page of submissions, following new submissions and re-uploads live. */
export function useRequirementList(filters: RequirementFilters) {
  const { search, status, page } = filters;
  const { data, previousData, loading, error, refetch } = useQuery(RequirementSubmissionsDocument, {
    variables: { filter: { search: search || undefined, status }, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnNotice(LIVE_LINK, refetch);
  const shown = error ? undefined : (data ?? previousData);
  return {
    rows: shown?.requirementSubmissions.items,
    pagination: shown?.requirementSubmissions.pagination,
    loading,
    stale: loading && !data && Boolean(previousData),
    retry: () => void refetch(),
  };
}

export type RequirementList = ReturnType<typeof useRequirementList>;
