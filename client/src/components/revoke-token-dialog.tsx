import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface RevokeTokenDialogProps<Token extends { name: string }> {
  token: Token | null;
  owner?: string;
  onCancel: () => void;
  onConfirm: (token: Token) => void;
}

/** Revoking cannot be undone: the token's scripts stop at their next request. */
export function RevokeTokenDialog<Token extends { name: string }>({
  token,
  owner,
  onCancel,
  onConfirm,
}: RevokeTokenDialogProps<Token>) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={token !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>Revoke API token</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Revoke {owner ? `${owner}'s` : 'your'} token <strong>{token?.name}</strong>? Every script
          using it is refused from its next request. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Keep token
        </Button>
        <Button variant="contained" color="error" onClick={() => token && onConfirm(token)}>
          Revoke
        </Button>
      </DialogActions>
    </Dialog>
  );
}
