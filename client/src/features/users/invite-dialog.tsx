import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';

import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { useInviteForm } from '@/features/users/use-invite-form';
import { ROLE_LABELS } from '@/features/users/user-labels';
import { InvitationOfficesDocument, type StaffInvitationRowFragment } from '@/gql/graphql';

interface InviteFormProps {
  onClose(): void;
  onSent(invitation: StaffInvitationRowFragment): void;
}

function InviteForm({ onClose, onSent }: InviteFormProps) {
  const formId = useId();
  const { form, submit, role, failure, busy } = useInviteForm(onSent);
  const offices = useQuery(InvitationOfficesDocument).data?.offices ?? [];
  const { control } = form;
  return (
    <>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          We e-mail a link that works once, for 7 days: the new colleague chooses a password and is
          signed in.
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack
          component="form"
          id={formId}
          spacing={2}
          noValidate
          aria-label="Invite staff"
          onSubmit={(event) => void submit(event)}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField name="firstname" control={control} label="First name" required />
            <FormTextField name="lastname" control={control} label="Last name" required />
          </Stack>
          <FormTextField name="email" control={control} label="Email" type="email" required />
          <FormSelectField
            name="role"
            control={control}
            label="Role"
            options={[
              { value: 'office', label: ROLE_LABELS.office },
              { value: 'hr', label: ROLE_LABELS.hr },
            ]}
          />
          {role === 'office' && (
            <FormSelectField
              name="officeId"
              control={control}
              label="Office"
              required
              options={offices.map((office) => ({ value: office.id, label: office.name }))}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {busy ? 'Sending...' : 'Send Invitation'}
        </Button>
      </DialogActions>
    </>
  );
}

/** HR invites a new hr or office account (sign-up stays for students). */
export function InviteDialog({ open, ...props }: InviteFormProps & { open: boolean }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Invite Staff</DialogTitle>
      {/* Mounted while open: each opening starts with an empty form. */}
      {open && <InviteForm {...props} />}
    </Dialog>
  );
}
