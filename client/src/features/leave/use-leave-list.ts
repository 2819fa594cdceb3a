import { useQuery } from '@apollo/client/react';

import { LEAVE_STATUS_LABELS, LEAVE_TYPE_LABELS } from '@/features/leave/leave-labels';
import { LeaveRequestsDocument, type LeaveStatus, type LeaveType } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

const PAGE_SIZE = 10;

/** The staff list's filters and page in the address (?search=&status=&type=&page=). */
export function useLeaveFilters() {
  const params = useListParams(['search', 'status', 'type']);
  const { search } = params.values;
  const status = paramOneOf<LeaveStatus>(LEAVE_STATUS_LABELS, params.values.status);
  const type = paramOneOf<LeaveType>(LEAVE_TYPE_LABELS, params.values.type);
  return {
    search,
    status,
    type,
    page: params.page,
    filtered: Boolean(search || status || type),
    setSearch: (value: string) => {
      params.setFilter('search', value, { replace: true });
    },
    setStatus: (value: LeaveStatus | '') => {
      params.setFilter('status', value);
    },
    setType: (value: LeaveType | '') => {
      params.setFilter('type', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type LeaveFilters = ReturnType<typeof useLeaveFilters>;

/**
 * One page of leave requests and the totals (the server keeps office staff to their office's
 * scholars), following filings, cancellations and HR's decisions live.
 */
export function useLeaveList(filters: LeaveFilters, liveLink: string) {
  const { search, status, type, page } = filters;
  const { data, previousData, loading, error, refetch } = useQuery(LeaveRequestsDocument, {
    variables: { filter: { search: search || undefined, status, type }, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnNotice(liveLink, refetch);
  const shown = error ? undefined : (data ?? previousData);
  return {
    rows: shown?.leaveRequests.items,
    pagination: shown?.leaveRequests.pagination,
    totals: shown?.leaveRequestTotals,
    loading,
    stale: loading && !data && Boolean(previousData),
    error,
    retry: () => void refetch(),
    refetch: () => refetch(),
  };
}

export type LeaveList = ReturnType<typeof useLeaveList>;
