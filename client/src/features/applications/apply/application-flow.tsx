import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Suspense, useState, type ReactNode } from 'react';

import { CLOSED_STATUSES } from '@/components/application-labels';
import { SubmittedScreen } from '@/features/applications/apply/submitted-screen';
import { WithdrawnScreen } from '@/features/applications/apply/withdrawn-screen';
import { MyApplicationsDocument, type MyApplicationFragment } from '@/gql/graphql';
import type { CurrentUser } from '@/lib/auth/use-auth';
import { lazyComponent } from '@/lib/lazy-component';

// Each view's code loads when it is shown: a student who has applied downloads no form, one who
// has not no status card.
const ApplicationForm = lazyComponent(() =>
  import('@/features/applications/apply/application-form').then((m) => m.ApplicationForm),
);
const ApplicationStatusCard = lazyComponent(() =>
  import('@/features/applications/apply/application-status-card').then(
    (m) => m.ApplicationStatusCard,
  ),
);
const VerificationRequiredCard = lazyComponent(() =>
  import('@/features/applications/apply/verification-required-card').then(
    (m) => m.VerificationRequiredCard,
  ),
);

const loading = (
  <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
    <CircularProgress size={28} aria-hidden />
    <Typography>Loading your application...</Typography>
  </Stack>
);

type Screen =
  | { kind: 'current' }
  | { kind: 'submitted'; application: MyApplicationFragment }
  | { kind: 'withdrawn'; id: string };

/**
 * A§2.1 in its order: loading, the verification card, the active application's status,
 * else the form; the submitted and withdrawn screens stay until their Okay.
 */
export function ApplicationFlow({ user }: { user: CurrentUser }) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(MyApplicationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [screen, setScreen] = useState<Screen>({ kind: 'current' });

  // The list changes only on Okay, so the page never flashes the next view behind a result screen.
  const showCurrent = (change: (list: MyApplicationFragment[]) => MyApplicationFragment[]) => {
    client.cache.updateQuery({ query: MyApplicationsDocument }, (previous) =>
      previous ? { myApplications: change(previous.myApplications) } : previous,
    );
    setScreen({ kind: 'current' });
  };

  if (screen.kind === 'submitted') {
    const { application } = screen;
    return (
      <SubmittedScreen
        onOkay={() => {
          showCurrent((list) => [
            application,
            ...list.filter((other) => other.id !== application.id),
          ]);
        }}
      />
    );
  }
  if (screen.kind === 'withdrawn') {
    const { id } = screen;
    return (
      <WithdrawnScreen
        onOkay={() => {
          showCurrent((list) => list.filter((other) => other.id !== id));
        }}
      />
    );
  }
  if (!data) {
    if (error) {
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load your application. Please try again.
        </Alert>
      );
    }
    return loading;
  }
  const active = data.myApplications.find(({ status }) => !CLOSED_STATUSES.includes(status));
  let view: ReactNode;
  if (!user.verified) view = <VerificationRequiredCard email={user.email} />;
  else if (active) {
    view = (
      <ApplicationStatusCard
        application={active}
        email={user.email}
        onWithdrawn={() => {
          setScreen({ kind: 'withdrawn', id: active.id });
        }}
      />
    );
  } else {
    view = (
      <ApplicationForm
        email={user.email}
        onSubmitted={(application) => {
          setScreen({ kind: 'submitted', application });
        }}
      />
    );
  }
  return <Suspense fallback={loading}>{view}</Suspense>;
}
