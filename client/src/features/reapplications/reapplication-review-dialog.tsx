import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import { DecisionDialog } from '@/components/decision-dialog';
import { HistoryTimeline } from '@/components/history-timeline';
import { LoadErrorAlert } from '@/components/load-error-alert';
import {
  ReapplicationDetails,
  ReapplicationFacts,
} from '@/features/reapplications/reapplication-details';
import { REAPPLICATION_STATUS_LABELS as LABELS } from '@/components/reapplication-labels';
import { useReapplicationDecision } from '@/features/reapplications/use-reapplication-decision';
import {
  ReapplicationReviewDocument,
  type ReapplicationReviewQuery,
  type ReapplicationStatus,
} from '@/gql/graphql';

type Review = ReapplicationReviewQuery['reapplication'];

interface ReviewDialogProps {
  /** The re-application reviewed; null when the dialog is closed. */
  id: string | null;
  onClose(): void;
  onDecided(row: Review, status: ReapplicationStatus): void;
}

function Sections({ row }: { row: Review }) {
  return (
    <Stack spacing={2}>
      <ReapplicationDetails row={row} />
      <Typography variant="subtitle2" component="h3">
        Facts
      </Typography>
      <ReapplicationFacts facts={row.facts} />
      <Typography variant="subtitle2" component="h3">
        History
      </Typography>
      <HistoryTimeline
        label="Re-application history"
        entries={row.history.map((step) => ({
          id: step.id,
          title: step.fromStatus
            ? `${LABELS[step.fromStatus]} → ${LABELS[step.toStatus]}`
            : 'Submitted',
          actorName: step.actorName,
          createdAt: step.createdAt,
          comment: step.comment,
        }))}
      />
    </Stack>
  );
}

function Decide({
  row,
  open,
  reload,
  ...props
}: Omit<ReviewDialogProps, 'id'> & {
  row: Review;
  open: boolean;
  reload(): unknown;
}) {
  const { decision } = useReapplicationDecision(row, {
    reload,
    onDecided: (status) => {
      props.onDecided(row, status);
    },
  });
  return (
    <DecisionDialog
      open={open}
      title={`Review: ${row.studentName}, ${row.termLabel}`}
      onClose={props.onClose}
      decision={decision}
      choiceLabel="Status"
      remarksLabel="HR comments"
      options={row.allowedNextStatuses.map((status) => ({ value: status, label: LABELS[status] }))}
    >
      <Sections row={row} />
    </DecisionDialog>
  );
}

function Content({
  id,
  open,
  ...props
}: Omit<ReviewDialogProps, 'id'> & { id: string; open: boolean }) {
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(ReapplicationReviewDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const row = data?.reapplication;
  if (row && row.allowedNextStatuses.length > 0)
    return <Decide row={row} open={open} reload={() => refetch()} {...props} />;
  return (
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Re-application</DialogTitle>
      <DialogContent dividers>
        {row ? (
          <Sections row={row} />
        ) : loading ? (
          <Skeleton variant="rectangular" height={240} aria-label="Loading the re-application" />
        ) : (
          <LoadErrorAlert
            message="Could not load the re-application."
            error={error}
            onRetry={() => void refetch()}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A§2.5 review dialog: the form as submitted, the facts, the status with HR comments, history. */
export function ReapplicationReviewDialog({ id, ...props }: ReviewDialogProps) {
  // Kept while the dialog closes, so its content does not vanish during the transition.
  const [shown, setShown] = useState(id);
  if (id !== null && id !== shown) setShown(id);
  if (!shown) return null;
  return <Content key={shown} id={shown} open={id !== null} {...props} />;
}
