import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface WithdrawDialogProps {
  open: boolean;
  withdrawing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a withdrawal, which cannot be undone (A§4). */
export function WithdrawDialog({ open, withdrawing, onCancel, onConfirm }: WithdrawDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={withdrawing ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>Withdraw Application?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Your application and its documents will be permanently deleted. To apply again you will
          have to fill in a new application.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={withdrawing}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={withdrawing}>
          {withdrawing ? 'Withdrawing...' : 'Yes, Withdraw'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
