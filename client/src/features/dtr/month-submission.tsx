import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { SubmitDtrMonthDocument, type DtrSheetFragment } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { formatDate } from '@/lib/format-date';
import { useToast } from '@/lib/toast/use-toast';

const dateOf = (value: string | null) => (value ? formatDate(value) : '');

/** Where the month stands with the office, in words. */
function MonthState({ sheet }: { sheet: DtrSheetFragment }) {
  switch (sheet.status) {
    case 'submitted':
      return (
        <Alert severity="info" role="status">
          Submitted to the office on {dateOf(sheet.submittedAt)}. You can change it again if the
          office returns it.
        </Alert>
      );
    case 'approved':
      return (
        <Alert severity="success" role="status">
          Approved by the office on {dateOf(sheet.decidedAt)}. This month is locked.
        </Alert>
      );
    case 'returned':
      return (
        <Alert severity="warning">
          <AlertTitle>Returned by the office</AlertTitle>
          {sheet.remarks}
          <br />
          Fix the days and submit the month again.
        </Alert>
      );
    default:
      return null;
  }
}

interface MonthSubmissionProps {
  sheet: DtrSheetFragment;
  /** Days edited and not saved: the month is submitted as the server has it. */
  unsaved: number;
  reload(): unknown;
}

/** The note's "submit your DTR" made real: draft or returned → submitted, after a confirmation. */
export function MonthSubmission({ sheet, unsaved, reload }: MonthSubmissionProps) {
  const titleId = useId();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submit, { loading }] = useMutation(SubmitDtrMonthDocument);
  const submittable = sheet.status === 'draft' || sheet.status === 'returned';

  const send = async () => {
    setError(null);
    try {
      await submit({
        variables: {
          input: { month: sheet.month, expectedVersion: sheet.version || undefined },
        },
      });
      setOpen(false);
      void reload();
      toast.show(`Your DTR for ${sheet.label} was submitted to the office.`, { type: 'success' });
    } catch (failure) {
      const serverError = readServerError(failure);
      if (serverError?.code === 'CONFLICT') void reload();
      setError(serverError?.message ?? 'Could not submit the month. Please try again.');
    }
  };

  return (
    <Stack spacing={1.5}>
      <MonthState sheet={sheet} />
      {submittable && (
        <div>
          <Button
            variant="contained"
            onClick={() => {
              setError(null);
              setOpen(true);
            }}
          >
            Submit month
          </Button>
        </div>
      )}
      <Dialog
        open={open}
        onClose={loading ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Submit the DTR for {sheet.label}?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              The office reviews the month and approves it or returns it with remarks. Until it is
              returned, you cannot change its days.
            </DialogContentText>
            {unsaved > 0 && (
              <Alert severity="warning">
                {unsaved === 1 ? '1 day has' : `${String(unsaved)} days have`} unsaved changes: they
                are not part of what you submit.
              </Alert>
            )}
            <FeedbackAlert feedback={error ? { severity: 'error', text: error } : null} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={loading}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={loading}>
            {loading ? 'Submitting...' : 'Submit month'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
