import { useQuery } from '@apollo/client/react';

import { applicationToShow } from '@/features/dashboard/application-next-step';
import { StudentApplicationDocument } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { useSubscriptionSocket } from '@/lib/notifications/subscription-socket';
import { useCoalesced } from '@/lib/use-coalesced';

/**
 * The student's application to show and their requirements, kept live: HR's decisions on
 * either arrive as notifications linking to /application or /requirements (a burst of them
 * costs one refetch), and a reconnected socket reads again what it may have missed.
 */
export function useStudentApplication() {
  const { data, error, refetch } = useQuery(StudentApplicationDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const reload = useCoalesced(refetch);
  useRefetchOnNotice('/application', reload);
  useRefetchOnNotice('/requirements', reload);
  useSubscriptionSocket(reload);
  return {
    /** Undefined while loading, or when there is no application. */
    application: data && applicationToShow(data.myApplications),
    requirements: data?.myRequirementSubmission ?? null,
    loaded: data !== undefined,
    failed: Boolean(error) && data === undefined,
    retry: () => void refetch(),
  };
}
