import { useQuery } from '@apollo/client/react';

import { ReapplyContextDocument } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';

/** The form's prefill (null: not an accepted scholar), grade report choices and own re-applications, live. */
export function useMyReapplications() {
  const { data, loading, error, refetch } = useQuery(ReapplyContextDocument, {
    fetchPolicy: 'cache-and-network',
  });
  // HR's decisions arrive as notifications linking here.
  useRefetchOnNotice('/re-apply', refetch);
  const defaults = data?.reapplicationFormDefaults ?? null;
  const rows = error ? undefined : data?.myReapplications;
  const isCurrent = (row: { term: string; academicYear: string }) =>
    defaults !== null && row.term === defaults.term && row.academicYear === defaults.academicYear;
  return {
    defaults,
    gradeChoices: data?.reapplicationGradeChoices ?? [],
    current: rows?.find(isCurrent) ?? null,
    past: rows?.filter((row) => !isCurrent(row)),
    loading,
    loaded: data !== undefined,
    failed: Boolean(error) && !data,
    retry: () => void refetch(),
  };
}
