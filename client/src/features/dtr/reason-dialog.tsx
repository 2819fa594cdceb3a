import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { OutlinedTextField } from '@/components/outlined-text-field';
import { readServerError } from '@/lib/apollo/graphql-error';

// The server's limit on a reason (dtr.inputs.ts MAX_REASON).
const MAX_REASON = 500;

export interface ReasonRequest {
  title: string;
  text: string;
  /** The reason already given (an excuse being changed). */
  initial?: string;
  /** A blank reason is refused here (a correction of an approved month). */
  required: boolean;
  submitLabel: string;
  /** Sends the reason ('' when none); throws what the mutation throws. */
  submit(reason: string): Promise<unknown>;
}

interface ReasonFormProps {
  request: ReasonRequest;
  titleId: string;
  onClose(): void;
}

function ReasonForm({ request, titleId, onClose }: ReasonFormProps) {
  const [reason, setReason] = useState(request.initial ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const text = reason.trim();
    if (request.required && !text) return setFieldError('Give a reason.');
    if (text.length > MAX_REASON)
      return setFieldError(`Reason must be at most ${String(MAX_REASON)} characters`);
    setBusy(true);
    setError(null);
    try {
      await request.submit(text);
      onClose();
    } catch (failure) {
      const serverError = readServerError(failure);
      setError(serverError?.message ?? 'Could not save. Please try again.');
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <DialogTitle id={titleId}>{request.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{request.text}</DialogContentText>
          <OutlinedTextField
            label="Reason"
            value={reason}
            required={request.required}
            multiline
            minRows={2}
            autoFocus
            disabled={busy}
            error={Boolean(fieldError)}
            helperText={fieldError}
            onChange={(event) => {
              setReason(event.target.value);
              setFieldError(null);
            }}
          />
          <FeedbackAlert feedback={error ? { severity: 'error', text: error } : null} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : request.submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Asks the office for a reason (an excuse, a correction of an approved month) before acting. */
export function ReasonDialog({
  request,
  onClose,
  onClosed,
}: {
  request: ReasonRequest | null;
  onClose(): void;
  /** Once it is gone: focus goes back where it was, or to the grid when that is gone too. */
  onClosed?(): void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      {request && (
        <ReasonForm key={request.title} request={request} titleId={titleId} onClose={onClose} />
      )}
    </Dialog>
  );
}
