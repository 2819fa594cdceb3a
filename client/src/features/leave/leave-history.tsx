import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';

import { HistoryTimeline } from '@/components/history-timeline';
import { LEAVE_STATUS_LABELS } from '@/features/leave/leave-labels';
import { LeaveRequestHistoryDocument } from '@/gql/graphql';

/**
 * The request's history, oldest first: filed, then every decision with its remarks or note.
 * Keyed by the request's version where it is used, so a newer version asks again.
 */
export function LeaveHistory({ id }: { id: string }) {
  const { data, loading } = useQuery(LeaveRequestHistoryDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.leaveRequest.history;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        History
      </Typography>
      {!history && loading ? (
        <Skeleton variant="text" aria-label="Loading the history" />
      ) : (
        <HistoryTimeline
          label="Leave history"
          entries={(history ?? []).map((step) => ({
            id: step.id,
            title: step.fromStatus
              ? `${LEAVE_STATUS_LABELS[step.fromStatus]} → ${LEAVE_STATUS_LABELS[step.toStatus]}`
              : 'Filed',
            actorName: step.actorName,
            createdAt: step.createdAt,
            comment: step.comment,
          }))}
        />
      )}
    </>
  );
}
