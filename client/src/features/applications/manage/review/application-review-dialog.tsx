import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { ApplicantBackground } from '@/features/applications/manage/review/applicant-background';
import { ApplicantDetails } from '@/features/applications/manage/review/applicant-details';
import { ApplicantHeader } from '@/features/applications/manage/review/applicant-header';
import { ApplicationDocuments } from '@/features/applications/manage/review/application-documents';
import { ReviewSection } from '@/features/applications/manage/review/detail-list';
import { StatusForm } from '@/features/applications/manage/review/status-form';
import { StatusHistory } from '@/features/applications/manage/review/status-history';
import { useApplicationReview } from '@/features/applications/manage/review/use-application-review';
import type { ApplicationStatus } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useKeptWhileClosing } from '@/lib/use-kept-while-closing';

const TITLE_ID = 'application-review-title';

interface ReviewContentProps {
  id: string;
  onSaved(status: ApplicationStatus): void;
}

function ReviewContent({ id, onSaved }: ReviewContentProps) {
  const review = useApplicationReview(id);
  const { application } = review;

  if (!application) {
    if (review.loading) {
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the application" />
        </Box>
      );
    }
    return (
      <LoadErrorAlert
        message="Could not load the application."
        error={review.error}
        onRetry={() => void review.reload()}
      />
    );
  }

  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 7 }}>
        <ApplicantHeader application={application} />
        <ApplicantDetails application={application} />
        <ApplicantBackground application={application} />
        <ApplicationDocuments application={application} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ReviewSection title="Decision">
          {review.movedOnOpen && (
            // A§4 changes the status on opening: the reviewer hears it as it happens.
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              Opening this application moved it from Pending to Under Review, and{' '}
              {application.firstName} {application.lastName} was notified.
            </Alert>
          )}
          {review.openError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {readServerError(review.openError)?.message ??
                'Could not open the application for review.'}
            </Alert>
          )}
          <StatusForm application={application} onSaved={onSaved} reload={review.reload} />
        </ReviewSection>
        <StatusHistory history={application.history} />
      </Grid>
    </Grid>
  );
}

interface ApplicationReviewDialogProps {
  /** The application under review; null when the dialog is closed. */
  applicationId: string | null;
  onClose(): void;
  onSaved(status: ApplicationStatus): void;
}

/** A§2.2 review dialog: the applicant's data and documents, the decision and the history. */
export function ApplicationReviewDialog({
  applicationId,
  onClose,
  onSaved,
}: ApplicationReviewDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const { shownId } = useKeptWhileClosing(applicationId);

  return (
    <Dialog
      open={applicationId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 7 }}>
        Review Application
      </DialogTitle>
      <IconButton
        aria-label="Close review"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {shownId && <ReviewContent key={shownId} id={shownId} onSaved={onSaved} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
