import { useQuery } from '@apollo/client/react';

import {
  DASHBOARD_POLL_MS,
  skipWhileHidden,
  useLiveDashboard,
} from '@/features/dashboard/use-live-dashboard';
import { HrDashboardDocument } from '@/gql/graphql';

/** The HR dashboard's cards and donuts in one round trip, kept live. */
export function useHrDashboard() {
  const { data, error, refetch } = useQuery(HrDashboardDocument, {
    // The figures move all the time: always ask, show the last answer meanwhile.
    fetchPolicy: 'cache-and-network',
    pollInterval: DASHBOARD_POLL_MS,
    skipPollAttempt: skipWhileHidden,
  });
  useLiveDashboard(refetch);
  return {
    figures: data?.hrDashboard,
    breakdown: data?.activeScholarBreakdown,
    failed: Boolean(error) && !data,
    retry: () => void refetch(),
  };
}
