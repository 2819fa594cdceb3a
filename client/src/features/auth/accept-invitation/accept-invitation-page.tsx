import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { FormTextField } from '@/components/form-text-field';
import { AuthCard } from '@/features/auth/auth-card';
import { useAcceptInvitation } from '@/features/auth/accept-invitation/use-accept-invitation';
import { UnmetPasswordRules } from '@/features/auth/password-rules';
import { InvitationPreviewDocument, type InvitationPreviewQuery } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { formatDateTime } from '@/lib/format-date';

const INVALID = 'This invitation link is invalid or has expired.';
const ROLE_WORDS: Record<string, string> = { hr: 'HR', office: 'office staff' };

type Invitation = InvitationPreviewQuery['invitationPreview'];

function AcceptForm({ code, invitation }: { code: string; invitation: Invitation }) {
  const { form, submit, password } = useAcceptInvitation(code);
  const { control, formState } = form;
  const where = invitation.officeName ? ` of the ${invitation.officeName}` : '';
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
      <Typography>
        Welcome, {invitation.firstname} {invitation.lastname}. You are invited as{' '}
        {ROLE_WORDS[invitation.role] ?? invitation.role}
        {where}. Your account will be <strong>{invitation.email}</strong>.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        This link works until {formatDateTime(invitation.expiresAt)}.
      </Typography>
      {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
      <FormTextField
        name="password"
        control={control}
        label="Password"
        password
        autoComplete="new-password"
        required
      />
      <UnmetPasswordRules password={password} title="Your password still needs:" />
      <FormTextField
        name="confirmPassword"
        control={control}
        label="Confirm Password"
        password
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Activating...' : 'Activate Account'}
      </Button>
    </Stack>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <Stack spacing={3}>
      <Alert severity="error">
        <AlertTitle>{message}</AlertTitle>
        Ask the HR office to send you a new invitation.
      </Alert>
      <Button component={RouterLink} to="/signin" variant="contained">
        Go to Sign In
      </Button>
    </Stack>
  );
}

/** Staff invitations: the invitee chooses a password from the mailed link and is signed in. */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { data, loading, error } = useQuery(InvitationPreviewDocument, {
    variables: { code },
    skip: code === '',
    fetchPolicy: 'network-only',
  });

  let content;
  if (code === '') content = <InvalidInvitation message={INVALID} />;
  else if (data) content = <AcceptForm code={code} invitation={data.invitationPreview} />;
  else if (loading)
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Checking the invitation" />
      </Box>
    );
  else
    content = (
      <InvalidInvitation
        message={
          readServerError(error)?.message ?? 'Could not check the invitation. Please try again.'
        }
      />
    );
  return (
    <AuthCard
      title="Set Up Your Account"
      subtitle="Choose a password to activate your staff account."
    >
      {content}
    </AuthCard>
  );
}
