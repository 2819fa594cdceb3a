import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { SessionItem } from '@/features/profile/session-item';
import { SectionCard } from '@/components/section-card';
import { useEndSession } from '@/features/profile/use-end-session';
import { SessionsDocument } from '@/gql/graphql';

function SessionList() {
  const { data, loading, error, refetch } = useQuery(SessionsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const { end, endingId, feedback } = useEndSession();

  if (!data && loading) return <CircularProgress aria-label="Loading sessions" size={28} />;
  if (!data && error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Could not load your sessions.
      </Alert>
    );
  }
  const sessions = data?.sessions ?? [];
  return (
    <>
      <FeedbackAlert feedback={feedback} sx={{ mb: 2 }} />
      {sessions.length === 0 ? (
        <Typography color="text.secondary">No active sessions.</Typography>
      ) : (
        // F§2: the list scrolls beyond a fixed height.
        <List aria-label="Active sessions" sx={{ maxHeight: '80rem', overflowY: 'auto' }}>
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              ending={endingId === session.id}
              onEnd={(id) => void end(id)}
            />
          ))}
        </List>
      )}
    </>
  );
}

export function ActiveSessionsCard() {
  return (
    <SectionCard title="Active Sessions">
      <SessionList />
    </SectionCard>
  );
}
