import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupsIcon from '@mui/icons-material/Groups';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { StatCard } from '@/features/dashboard/stat-card';
import {
  DASHBOARD_POLL_MS,
  skipWhileHidden,
  useLiveDashboard,
} from '@/features/dashboard/use-live-dashboard';
import { OfficeDashboardFiguresDocument } from '@/gql/graphql';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The office's own figures (the server counts the viewer's office only), each opening its screen. */
export function OfficeFigures() {
  const { data, error, refetch } = useQuery(OfficeDashboardFiguresDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: DASHBOARD_POLL_MS,
    skipPollAttempt: skipWhileHidden,
  });
  useLiveDashboard(refetch);
  const failed = Boolean(error) && !data;
  const figures = data?.officeDashboard;
  const value = (n: number | undefined) => (failed ? '—' : n?.toLocaleString('en-US'));
  return (
    <>
      {failed && (
        <LoadErrorAlert
          message="Could not load your office’s figures."
          onRetry={() => void refetch()}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        <StatCard
          label="Active Scholars and Trainees"
          icon={GroupsIcon}
          value={value(figures && figures.activeScholars + figures.activeTrainees)}
          caption={
            figures &&
            `${plural(figures.activeScholars, 'scholar', 'scholars')}, ${plural(figures.activeTrainees, 'trainee', 'trainees')}`
          }
          to="/office/scholars?status=active"
        />
        <StatCard
          label="DTR Days Awaiting Confirmation"
          icon={PendingActionsIcon}
          value={value(figures?.dtrDaysAwaitingConfirmation)}
          caption="Recorded days not yet confirmed"
          to="/office/dtr"
        />
        <StatCard
          label="Pending Leave Requests"
          icon={EventBusyIcon}
          value={value(figures?.pendingLeaveRequests)}
          caption="Waiting for your decision"
          to="/office/leave-requests?status=pending"
        />
        <StatCard
          label="Evaluations Due"
          icon={AssignmentTurnedInIcon}
          value={value(figures?.evaluationsDue)}
          caption={figures && `Not yet evaluated in the ${figures.term.label}`}
          to="/office/evaluation"
        />
      </Box>
    </>
  );
}
