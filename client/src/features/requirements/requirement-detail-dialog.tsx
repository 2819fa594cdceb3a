import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { RequirementStatusChip } from '@/components/requirement-status-chip';
import { RequirementFilePreview } from '@/features/requirements/requirement-file-preview';
import { ReviewItemDialog } from '@/features/requirements/review-item-dialog';
import { RequirementSubmissionDocument, type RequirementItemFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { useKeptWhileClosing } from '@/lib/use-kept-while-closing';

interface RequirementDetailDialogProps {
  /** The submission shown; null closes the dialog. */
  id: string | null;
  /** Office staff read only. */
  canReview: boolean;
  onClose(): void;
  onReviewed(label: string, status: string): void;
}

function ItemDetails({
  item,
  canReview,
  onReview,
}: {
  item: RequirementItemFieldsFragment;
  canReview: boolean;
  onReview(): void;
}) {
  return (
    <Stack
      component="li"
      spacing={1}
      aria-label={item.label}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {item.label}
        </Typography>
        <RequirementStatusChip status={item.status} />
        {canReview && (
          <Button
            size="small"
            variant="outlined"
            onClick={onReview}
            aria-label={`Review ${item.label}`}
          >
            Review
          </Button>
        )}
      </Stack>
      {item.file && <RequirementFilePreview label={item.label} file={item.file} />}
      {item.note && <Typography variant="body2">Note: {item.note}</Typography>}
      {item.reviewedAt && (
        <Typography variant="body2" color="text.secondary">
          Reviewed by {item.reviewedByName ?? 'HR'} on {formatDateTime(item.reviewedAt)}
        </Typography>
      )}
    </Stack>
  );
}

function SubmissionContent({
  id,
  canReview,
  onReviewed,
}: Omit<RequirementDetailDialogProps, 'id' | 'onClose'> & { id: string }) {
  const { data, loading, error, refetch } = useQuery(RequirementSubmissionDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  // A re-upload by the student shows while the dialog is open.
  useRefetchOnNotice('/hr/requirements', refetch);
  const [reviewKey, setReviewKey] = useState<string | null>(null);
  const submission = data?.requirementSubmission;
  if (!submission)
    return loading ? (
      <CircularProgress aria-label="Loading the submission" />
    ) : error ? (
      <LoadErrorAlert message="Could not load this submission." onRetry={() => void refetch()} />
    ) : (
      <Alert severity="info">This submission is no longer available.</Alert>
    );
  const reviewing = submission.items.find((item) => item.key === reviewKey);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {submission.studentEmail} · submitted {formatDateTime(submission.submittedAt)} ·{' '}
        {submission.approvedCount} of {submission.itemsCount} approved
      </Typography>
      <Box component="ol" aria-label="Items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {submission.items.map((item) => (
          <ItemDetails
            key={item.id}
            item={item}
            canReview={canReview}
            onReview={() => {
              setReviewKey(item.key);
            }}
          />
        ))}
      </Box>
      {reviewing && (
        <ReviewItemDialog
          key={reviewing.id}
          submissionId={submission.id}
          item={reviewing}
          reload={refetch}
          onClose={() => {
            setReviewKey(null);
          }}
          onReviewed={(status) => {
            setReviewKey(null);
            onReviewed(reviewing.label, status);
          }}
        />
      )}
    </>
  );
}

/** A§2.5 HR Requirements detail: the items with their files, notes and reviews; Close. */
export function RequirementDetailDialog({ id, onClose, ...rest }: RequirementDetailDialogProps) {
  const titleId = useId();
  const { shownId, onExited } = useKeptWhileClosing(id);
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Requirements</DialogTitle>
      <DialogContent dividers>
        {shownId && <SubmissionContent id={shownId} {...rest} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
