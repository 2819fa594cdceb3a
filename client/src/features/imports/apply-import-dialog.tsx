import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, useState } from 'react';

import { formatCount, KIND_LABELS, rowsText } from '@/features/imports/import-labels';
import type { ImportFieldsFragment, ImportKind } from '@/gql/graphql';

// How the server writes a file (its applyImport description): at once up to this many rows,
// else in batches of BATCH_ROWS in the background.
const SINGLE_TRANSACTION_ROWS = 2_000;
const BATCH_ROWS = 500;

/** What the apply may mail, by kind: nothing for offices. */
const MAIL_CHOICE: Partial<Record<ImportKind, string>> = {
  office_staff: 'Mail each new invitation now (else send it later from Users → Invitations)',
  students: 'Mail each new account a link to choose a password',
  scholars: 'Mail each new account a link to choose a password',
};

/** "Create 280 offices and update 12." */
function writesText(item: ImportFieldsFragment): string {
  const what = KIND_LABELS[item.kind].toLowerCase();
  const parts = [
    item.createCount > 0 && `create ${formatCount(item.createCount)}`,
    item.updateCount > 0 && `update ${formatCount(item.updateCount)}`,
  ].filter((part): part is string => typeof part === 'string');
  const unchanged =
    item.unchangedCount > 0 ? ` ${rowsText(item.unchangedCount)} change nothing and are left.` : '';
  if (parts.length === 0) return `Nothing to write: every row matches the ${what} as they are.`;
  const text = parts.join(' and ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${what}.${unchanged}`;
}

function howText(item: ImportFieldsFragment): string {
  const rows = item.createCount + item.updateCount + item.unchangedCount;
  if (rows <= SINGLE_TRANSACTION_ROWS)
    return 'The file is checked again against the records as they are now, then written at once: all its rows or none.';
  return `The file is checked again, then written in batches of ${formatCount(BATCH_ROWS)} in the background: you can follow it and cancel between batches. What was written by then stays; applying again goes on from there.`;
}

interface ApplyImportDialogProps {
  /** The import to apply; null while closed. */
  item: ImportFieldsFragment | null;
  busy: boolean;
  failure: string | null;
  onCancel(): void;
  onConfirm(item: ImportFieldsFragment, sendMail: boolean): void;
}

/** What the apply will write, said before it does; the mail choice where there is one. */
export function ApplyImportDialog({
  item,
  busy,
  failure,
  onCancel,
  onConfirm,
}: ApplyImportDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [sendMail, setSendMail] = useState(false);
  const mailChoice = item ? MAIL_CHOICE[item.kind] : undefined;
  return (
    <Dialog
      open={item !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>Apply {item?.fileName}?</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id={descriptionId}>
          {item && `${writesText(item)} ${howText(item)}`}
        </DialogContentText>
        {mailChoice && (
          <FormControlLabel
            sx={{ mt: 2 }}
            control={
              <Checkbox
                checked={sendMail}
                disabled={busy}
                onChange={(event) => {
                  setSendMail(event.target.checked);
                }}
              />
            }
            label={mailChoice}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus disabled={busy}>
          Not now
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => item && onConfirm(item, mailChoice !== undefined && sendMail)}
        >
          {busy ? 'Applying…' : 'Apply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
