import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { FormTextField } from '@/components/form-text-field';
import { countText } from '@/features/terms/open-work';
import { useTermChangeForm, type TermChange } from '@/features/terms/use-term-change-form';
import type { TermClosingFieldsFragment } from '@/gql/graphql';

type Closing = TermClosingFieldsFragment;

/** What closing or reopening the term does, said before it does. */
function effectsOf(change: TermChange, closing: Closing): string[] {
  if (change === 'close')
    return [
      closing.scholarsServed > 0
        ? `Credits the term’s service to the ${countText(closing.scholarsServed, 'scholar')} who served in it: their office, scholarship and confirmed hours.`
        : 'Credits no service: no scholar served in the term while in the system.',
      'Freezes its records: DTR days and months, evaluations, leave and non-working days of the term stay visible but can no longer be changed.',
      closing.scholarsNotContinuing > 0
        ? `Makes ${countText(closing.scholarsNotContinuing, 'scholar')} inactive: those with no accepted re-application for a later term. They and their offices are told.`
        : 'Makes no scholar inactive.',
    ];
  const madeInactive = closing.closure?.madeInactive ?? 0;
  return [
    'Its DTR, evaluations and leave can be changed again.',
    ...(madeInactive > 0
      ? [`Makes the ${countText(madeInactive, 'scholar')} its closing made inactive active again.`]
      : []),
    'The service credited stays; closing the term again brings it up to date.',
  ];
}

interface TermChangeFormProps {
  change: TermChange;
  closing: Closing;
  onCancel(): void;
  onDone(closing: Closing): void;
}

function TermChangeForm({ change, closing, onCancel, onDone }: TermChangeFormProps) {
  const formId = useId();
  const { form, submit, failure, needsReason, busy } = useTermChangeForm({
    change,
    closing,
    onDone,
  });
  const open = closing.openWork.total;
  const verb = change === 'close' ? 'Close' : 'Reopen';
  return (
    <>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          spacing={2}
          noValidate
          aria-label={`${verb} ${closing.label}`}
          onSubmit={(event) => void submit(event)}
        >
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {change === 'close' ? 'Closing the term:' : 'Reopening the term:'}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2' }}>
              {effectsOf(change, closing).map((effect) => (
                <li key={effect}>{effect}</li>
              ))}
            </Box>
          </Box>
          {change === 'close' && open > 0 && (
            <Alert severity="warning" role="note">
              {countText(open, 'item')} still open: say why the term is closed anyway.
            </Alert>
          )}
          {needsReason && (
            <FormTextField
              name="reason"
              control={form.control}
              label="Reason"
              required
              multiline
              minRows={2}
              autoFocus
              disabled={busy}
            />
          )}
          <FeedbackAlert feedback={failure ? { severity: 'error', text: failure } : null} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus={!needsReason}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {busy ? `${change === 'close' ? 'Closing' : 'Reopening'}…` : `${verb} term`}
        </Button>
      </DialogActions>
    </>
  );
}

interface TermChangeDialogProps {
  /** The change asked for; null while closed. */
  change: TermChange | null;
  closing: Closing;
  onCancel(): void;
  onDone(closing: Closing): void;
}

/** HR closes (or reopens) a term after reading what that does; a reason where one is needed. */
export function TermChangeDialog({ change, closing, onCancel, onDone }: TermChangeDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={change !== null}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {change === 'reopen' ? 'Reopen' : 'Close'} {closing.label}?
      </DialogTitle>
      {/* Mounted while open: each opening starts with an empty reason. */}
      {change && (
        <TermChangeForm change={change} closing={closing} onCancel={onCancel} onDone={onDone} />
      )}
    </Dialog>
  );
}
