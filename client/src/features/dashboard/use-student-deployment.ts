import { useQuery, useSubscription } from '@apollo/client/react';

import { StudentDeploymentChangedDocument, StudentDeploymentDocument } from '@/gql/graphql';
import { useSubscriptionSocket } from '@/lib/notifications/subscription-socket';

/**
 * The student's deployment (null when not deployed), its training hours kept live: the
 * office confirming a day, or the student saving one elsewhere, reads it again.
 */
export function useStudentDeployment() {
  const { data, refetch } = useQuery(StudentDeploymentDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const scholar = data?.myScholar ?? undefined;
  const reload = () => void refetch();
  useSubscription(StudentDeploymentChangedDocument, {
    variables: { scholarId: scholar?.id ?? '' },
    skip: !scholar,
    ignoreResults: true,
    onData: reload,
  });
  useSubscriptionSocket(reload);
  return scholar;
}
