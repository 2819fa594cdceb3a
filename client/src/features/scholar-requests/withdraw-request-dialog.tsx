import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { CancelScholarRequestDocument, ScholarRequestsDocument } from '@/gql/graphql';
import type { ScholarRequestRow } from '@/features/scholar-requests/use-scholar-requests';
import { readServerError } from '@/lib/apollo/graphql-error';
import { formatDate } from '@/lib/format-date';
import { useToast } from '@/lib/toast/use-toast';

interface WithdrawRequestDialogProps {
  /** The request to withdraw; null when the dialog is closed. */
  request: ScholarRequestRow | null;
  onClose(): void;
}

/** The office takes back an open request it no longer needs (HR hears of it). */
export function WithdrawRequestDialog({ request, onClose }: WithdrawRequestDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const client = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const [withdraw, { loading }] = useMutation(CancelScholarRequestDocument, {
    refetchQueries: [ScholarRequestsDocument],
  });
  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!request) return;
    try {
      await withdraw({
        variables: { input: { id: request.id, expectedVersion: request.version } },
      });
      close();
      toast.show('Request withdrawn.', { type: 'success' });
    } catch (failure) {
      // HR may have answered meanwhile: the list behind the dialog shows it.
      setError(readServerError(failure)?.message ?? 'Could not withdraw the request.');
      void client.refetchQueries({ include: [ScholarRequestsDocument] });
    }
  };

  return (
    <Dialog open={request !== null} onClose={loading ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Withdraw this request?</DialogTitle>
      <DialogContent>
        {request && (
          <DialogContentText>
            The request for {request.total} {request.total === 1 ? 'scholar' : 'scholars'} made on{' '}
            {formatDate(request.createdAt)} will be withdrawn, and HR will be told.
          </DialogContentText>
        )}
        <FeedbackAlert
          feedback={error ? { severity: 'error', text: error } : null}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          Keep Request
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={loading}>
          {loading ? 'Withdrawing...' : 'Withdraw Request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
