import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { SectionCard } from '@/components/section-card';
import { useTimedFeedback } from '@/components/use-timed-feedback';
import { describeUserAgent } from '@/features/profile/describe-user-agent';
import {
  currentSubscription,
  pushSupported,
  subscribeThisBrowser,
} from '@/features/profile/push-device';
import {
  PushSubscriptionsDocument,
  SubscribePushDocument,
  UnsubscribePushDocument,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

const FEEDBACK_MS = 6000;
const formatDate = (value: string) =>
  new Date(value).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

/** Why this browser cannot turn pushes on, in words (null: it can). */
function browserBlock(): string | null {
  if (!pushSupported())
    return 'This browser cannot receive push notifications. On an iPhone or iPad, add SASM-IMS to the Home Screen first and open it from there.';
  if (Notification.permission === 'denied')
    return 'Notifications are blocked for this site. Allow them in the browser’s site settings, then reload this page.';
  return null;
}

/** The endpoint of this browser's own subscription, once known (null: none). */
function useThisBrowserEndpoint() {
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    currentSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);
  return [endpoint, setEndpoint] as const;
}

export function PushNotificationsCard() {
  const { data, loading, error, refetch } = useQuery(PushSubscriptionsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const refetchList = { refetchQueries: [PushSubscriptionsDocument], awaitRefetchQueries: true };
  const [subscribe] = useMutation(SubscribePushDocument, refetchList);
  const [unsubscribe] = useMutation(UnsubscribePushDocument, refetchList);
  const [thisEndpoint, setThisEndpoint] = useThisBrowserEndpoint();
  const [busy, setBusy] = useState<string | null>(null);
  const [feedback, showFeedback] = useTimedFeedback();
  const block = browserBlock();

  const subscriptions = data?.myPushSubscriptions ?? [];
  const thisOne = subscriptions.find((row) => row.endpoint === thisEndpoint);

  const turnOn = async () => {
    if (!data) return;
    setBusy('this');
    try {
      const input = await subscribeThisBrowser(data.pushPublicKey);
      await subscribe({ variables: { input } });
      setThisEndpoint(input.endpoint);
      showFeedback(
        { severity: 'success', text: 'Notifications are on for this device.' },
        FEEDBACK_MS,
      );
    } catch (failure) {
      const reason =
        readServerError(failure)?.message ?? (failure instanceof Error ? failure.message : '');
      showFeedback(
        {
          severity: 'error',
          text: `Could not turn on notifications on this device. ${reason}`.trim(),
        },
        FEEDBACK_MS,
      );
    } finally {
      setBusy(null);
    }
  };

  const remove = async (id: string, isThisBrowser: boolean) => {
    setBusy(id);
    try {
      if (isThisBrowser) {
        await (await currentSubscription())?.unsubscribe();
        setThisEndpoint(null);
      }
      await unsubscribe({ variables: { id } });
      showFeedback(
        { severity: 'success', text: 'Notifications stopped on that device.' },
        FEEDBACK_MS,
      );
    } catch (failure) {
      const text =
        readServerError(failure)?.message ?? 'Could not stop notifications. Please try again.';
      showFeedback({ severity: 'error', text }, FEEDBACK_MS);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionCard title="Notifications on this device">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Get your notifications on this phone or computer even when SASM-IMS is closed.
        </Typography>
        <FeedbackAlert feedback={feedback} />
        {block ? (
          <Alert severity="info">{block}</Alert>
        ) : thisOne ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Chip color="success" label="On for this device" />
            <Button
              variant="outlined"
              disabled={busy !== null}
              onClick={() => void remove(thisOne.id, true)}
            >
              Stop on this device
            </Button>
          </Stack>
        ) : (
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={!data || busy !== null}
            onClick={() => void turnOn()}
          >
            Turn on notifications
          </Button>
        )}
        {!data && loading && <CircularProgress aria-label="Loading devices" size={28} />}
        {!data && error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            Could not load your devices.
          </Alert>
        )}
        {data && subscriptions.length === 0 && (
          <Typography color="text.secondary">No device receives your notifications yet.</Typography>
        )}
        {subscriptions.length > 0 && (
          <List aria-label="Devices receiving notifications" disablePadding>
            {subscriptions.map((row) => {
              const isThisBrowser = row.endpoint === thisEndpoint;
              const device = describeUserAgent(row.userAgent ?? '');
              return (
                <ListItem
                  key={row.id}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      disabled={busy !== null}
                      aria-label={`Remove ${device}${isThisBrowser ? ' (this device)' : ''}`}
                      onClick={() => void remove(row.id, isThisBrowser)}
                    >
                      Remove
                    </Button>
                  }
                >
                  <ListItemText
                    primary={isThisBrowser ? `${device} (this device)` : device}
                    secondary={`Since ${formatDate(row.createdAt)}${row.lastOkAt ? ` · last delivered ${formatDate(row.lastOkAt)}` : ''}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Stack>
    </SectionCard>
  );
}
