import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { RevokeKioskDocument, type KioskFieldsFragment } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { formatDateTime } from '@/lib/format-date';
import { useToast } from '@/lib/toast/use-toast';

function describe(kiosk: KioskFieldsFragment): string {
  if (kiosk.revokedAt) return `Revoked ${formatDateTime(kiosk.revokedAt)}`;
  const seen = kiosk.lastSeenAt ? `last seen ${formatDateTime(kiosk.lastSeenAt)}` : 'not seen yet';
  const by = kiosk.createdByName ? ` by ${kiosk.createdByName}` : '';
  return `Set up ${formatDateTime(kiosk.createdAt)}${by}, ${seen}`;
}

/** The office's kiosks, each revocable (after a confirmation: its screen stops at once). */
export function KioskList({ kiosks }: { kiosks: KioskFieldsFragment[] }) {
  const toast = useToast();
  const [revoke, { loading }] = useMutation(RevokeKioskDocument);
  const [asked, setAsked] = useState<KioskFieldsFragment | null>(null);

  const confirm = async () => {
    if (!asked) return;
    try {
      await revoke({ variables: { id: asked.id } });
      toast.show(`${asked.name} was revoked.`, { type: 'success' });
      setAsked(null);
    } catch (error) {
      toast.show(readServerError(error)?.message ?? 'The kiosk could not be revoked. Try again.', {
        type: 'error',
      });
    }
  };

  if (kiosks.length === 0) {
    return <Typography color="text.secondary">This office has no kiosk yet.</Typography>;
  }
  return (
    <>
      <List aria-label="Kiosks" disablePadding>
        {kiosks.map((kiosk) => (
          <ListItem
            key={kiosk.id}
            divider
            disableGutters
            secondaryAction={
              !kiosk.revokedAt && (
                <Button
                  color="error"
                  onClick={() => setAsked(kiosk)}
                  aria-label={`Revoke ${kiosk.name}`}
                >
                  Revoke
                </Button>
              )
            }
            sx={{ pr: 12 }}
          >
            <ListItemText primary={kiosk.name} secondary={describe(kiosk)} />
          </ListItem>
        ))}
      </List>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        aria-labelledby="revoke-kiosk-title"
      >
        <DialogTitle id="revoke-kiosk-title">Revoke {asked?.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Its screen stops showing codes at once and its key never works again. To use that screen
            again, set it up as a new kiosk.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={loading}
            onClick={() => void confirm()}
          >
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
