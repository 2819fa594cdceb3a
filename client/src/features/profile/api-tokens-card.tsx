import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';

import { ApiTokenList } from '@/components/api-token-list';
import { FeedbackAlert } from '@/components/feedback-alert';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { labelOptions } from '@/components/select-field';
import { SectionCard } from '@/components/section-card';
import { useTokenRevocation } from '@/components/use-token-revocation';
import { NewTokenSecretAlert } from '@/features/profile/new-token-secret';
import { EXPIRY_CHOICES } from '@/features/profile/api-token-choices';
import { useCreateApiTokenForm } from '@/features/profile/use-create-api-token-form';
import { MyApiTokensDocument, RevokeMyApiTokenDocument } from '@/gql/graphql';

const EXPIRY_LABELS: Record<(typeof EXPIRY_CHOICES)[number], string> = {
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  never: 'No expiry',
};

const SCOPE_OPTIONS = [
  { value: 'read', label: 'Read (queries only)' },
  { value: 'write', label: 'Read & write' },
];

function CreateTokenForm({ isAdmin }: { isAdmin: boolean }) {
  const { form, submit, failure, created, dismiss } = useCreateApiTokenForm();
  const busy = form.formState.isSubmitting;
  return (
    <>
      {created && <NewTokenSecretAlert created={created} onDismiss={dismiss} />}
      <Box
        component="form"
        noValidate
        aria-label="Create an API token"
        onSubmit={(event) => void submit(event)}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField name="name" control={form.control} label="Token name" disabled={busy} />
          <FormSelectField
            name="scope"
            control={form.control}
            label="Scope"
            disabled={busy}
            options={SCOPE_OPTIONS}
          />
          <FormSelectField
            name="expiry"
            control={form.control}
            label="Expires"
            disabled={busy}
            options={labelOptions(
              EXPIRY_LABELS,
              EXPIRY_CHOICES.filter((choice) => choice !== 'never' || isAdmin),
            )}
          />
        </Stack>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
          {busy ? 'Creating...' : 'Create token'}
        </Button>
      </Box>
    </>
  );
}

function MyTokens() {
  const { data, loading, error, refetch } = useQuery(MyApiTokensDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [revokeToken] = useMutation(RevokeMyApiTokenDocument, {
    refetchQueries: [MyApiTokensDocument],
    awaitRefetchQueries: true,
  });
  const { revoke, revokingId, feedback } = useTokenRevocation((id) =>
    revokeToken({ variables: { id } }),
  );
  if (!data && loading) return <CircularProgress aria-label="Loading API tokens" size={28} />;
  if (!data && error)
    return (
      <LoadErrorAlert message="Could not load your API tokens." onRetry={() => void refetch()} />
    );
  return (
    <>
      <FeedbackAlert feedback={feedback} sx={{ mb: 2 }} />
      <ApiTokenList tokens={data?.myApiTokens ?? []} revokingId={revokingId} onRevoke={revoke} />
    </>
  );
}

/** Personal access tokens for scripts (issue #16): staff accounts only. */
export function ApiTokensCard({ isAdmin }: { isAdmin: boolean }) {
  return (
    <SectionCard
      title="API tokens"
      description="For scripts and integrations: send a token as “Authorization: Bearer <token>”. It acts as you, with your role; a read token may only read. See “For integrators” in the README."
    >
      <CreateTokenForm isAdmin={isAdmin} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Your tokens
      </Typography>
      <MyTokens />
    </SectionCard>
  );
}
