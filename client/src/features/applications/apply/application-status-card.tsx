import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { POSITION_LABELS } from '@/components/application-labels';
import { ApplicationStatusChip } from '@/components/application-status-chip';
import { AcceptedDetails } from '@/features/applications/apply/accepted-details';
import { DetailList } from '@/features/applications/apply/detail-list';
import { formatDateTime } from '@/features/applications/apply/format-dates';
import { InterviewDetails } from '@/features/applications/apply/interview-details';
import { useWithdrawApplication } from '@/features/applications/apply/use-withdraw-application';
import type { MyApplicationFragment } from '@/gql/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';

const WithdrawDialog = lazyDialog(
  () => import('@/features/applications/apply/withdraw-dialog').then((m) => m.WithdrawDialog),
  (props) => props.open,
);

interface ApplicationStatusCardProps {
  application: MyApplicationFragment;
  /** The account's address, which an accepted scholar must have on the academic domain. */
  email: string;
  onWithdrawn: () => void;
}

/** A§2.1: the student's active application and what comes next. */
export function ApplicationStatusCard({
  application,
  email,
  onWithdrawn,
}: ApplicationStatusCardProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { withdraw, withdrawing, error } = useWithdrawApplication(application.id, onWithdrawn);
  const { status } = application;

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Application Status
        </Typography>
        <Stack spacing={2}>
          <DetailList
            items={[
              ['Position', POSITION_LABELS[application.position]],
              ['Status', <ApplicationStatusChip key="status" status={status} />],
              ['Submitted', formatDateTime(application.submittedAt)],
              ['Last Updated', formatDateTime(application.updatedAt)],
            ]}
          />
          {status === 'interview_scheduled' && <InterviewDetails application={application} />}
          {status === 'accepted' && (
            <AcceptedDetails position={application.position} email={email} />
          )}
          {application.hrComments && (
            <Alert severity="info" role="region" aria-label="HR Comments">
              <AlertTitle>HR Comments</AlertTitle>
              <Box sx={{ whiteSpace: 'pre-wrap' }}>{application.hrComments}</Box>
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {status === 'pending' && (
            <Box>
              <Button
                variant="outlined"
                color="error"
                onClick={() => {
                  setConfirming(true);
                }}
              >
                Withdraw Application
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
      <WithdrawDialog
        open={confirming && status === 'pending'}
        withdrawing={withdrawing}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          void withdraw().then(() => {
            setConfirming(false);
          });
        }}
      />
    </Card>
  );
}
