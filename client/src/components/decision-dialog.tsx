import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { DecisionFields, type DecisionFieldsProps } from '@/components/decision-fields';

interface DecisionDialogProps<C extends string> extends DecisionFieldsProps<C> {
  open: boolean;
  title: string;
  /** Cancel, Escape or a click outside; not while the decision is being sent. */
  onClose(): void;
  submitLabel?: string;
  busyLabel?: string;
}

/**
 * A staff decision in a dialog (leave, DTR month, re-application, requirement, request):
 * the decision's fields from useDecisionForm, Cancel and Submit. A CONFLICT keeps it open.
 */
export function DecisionDialog<C extends string>({
  open,
  title,
  onClose,
  submitLabel = 'Submit',
  busyLabel = 'Submitting...',
  ...fields
}: DecisionDialogProps<C>) {
  const titleId = useId();
  const { busy, onSubmit } = fields.decision;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <DecisionFields {...fields} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
