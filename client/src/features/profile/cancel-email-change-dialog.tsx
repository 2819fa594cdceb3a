import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface CancelEmailChangeDialogProps {
  open: boolean;
  pendingEmail: string;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/** F§2: Escape (like "Keep Pending") closes it and keeps the change. */
export function CancelEmailChangeDialog({
  open,
  pendingEmail,
  cancelling,
  onKeep,
  onConfirm,
}: CancelEmailChangeDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>Cancel Email Change</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Your email address will stay the same and the verification link sent to{' '}
          <strong>{pendingEmail}</strong> will no longer work.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} disabled={cancelling}>
          Keep Pending
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={cancelling}>
          Yes, Cancel Change
        </Button>
      </DialogActions>
    </Dialog>
  );
}
