import { useQuery } from '@apollo/client/react';

import { ScholarRecordsDocument } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';

/**
 * The Student records section's one request, made when the dialog shows the scholar.
 * `current` is false when office staff read a deployment that has ended: the schedules and
 * grades are not theirs to read then, so they are not asked for.
 */
export function useScholarRecords(id: string, current: boolean) {
  const query = useQuery(ScholarRecordsDocument, {
    variables: { id, current },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  // The office's notice of a new schedule links to this record: show it without a reload.
  useRefetchOnNotice(`/office/scholars?scholar=${id}`, () => query.refetch());
  return {
    records: query.data,
    loading: query.loading,
    error: query.error,
    reload: () => query.refetch(),
  };
}

export type ScholarRecords = NonNullable<ReturnType<typeof useScholarRecords>['records']>;
