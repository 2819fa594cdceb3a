import { useQuery, useSubscription } from '@apollo/client/react';

import {
  StudentDeploymentChangedDocument,
  StudentDeploymentDocument,
  StudentMonthHoursDocument,
} from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { useSubscriptionSocket } from '@/lib/notifications/subscription-socket';

/**
 * The student's deployment (null when not deployed) and a scholar's hours this month, kept
 * live: the office confirming a day, or the student saving one elsewhere, reads them again;
 * so does HR's decision on the application (passing the interview deploys the student).
 */
export function useStudentDeployment() {
  const deployment = useQuery(StudentDeploymentDocument, { fetchPolicy: 'cache-and-network' });
  const scholar = deployment.data?.myScholar ?? undefined;
  const month = useQuery(StudentMonthHoursDocument, {
    fetchPolicy: 'cache-and-network',
    skip: scholar?.stage !== 'scholar',
  });
  const reload = () => {
    void deployment.refetch();
    if (scholar?.stage === 'scholar') void month.refetch();
  };
  useSubscription(StudentDeploymentChangedDocument, {
    variables: { scholarId: scholar?.id ?? '' },
    skip: !scholar,
    ignoreResults: true,
    onData: reload,
  });
  useRefetchOnNotice('/application', reload);
  useSubscriptionSocket(reload);
  return {
    scholar,
    monthHours: {
      /** Undefined while loading (or not asked); null when the server has no month to show. */
      month: month.data === undefined ? undefined : month.data.myDtrMonth,
      failed: Boolean(month.error) && month.data === undefined,
      retry: () => void month.refetch(),
    },
  };
}
