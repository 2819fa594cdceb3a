import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';

import { StatusChip } from '@/components/status-chip';
import { useUserForm, type UserFormValues } from '@/features/users/use-user-form';
import { UserApiTokensSection } from '@/features/users/user-api-tokens-section';
import { UserFormFields } from '@/features/users/user-form-fields';
import { UserHistory } from '@/features/users/user-history';
import { STATUS_LABELS, STATUS_TONES } from '@/features/users/user-labels';
import { UserAccountDocument, type UserAccountQuery } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { formatDate } from '@/lib/format-date';
import { useKeptWhileClosing } from '@/lib/use-kept-while-closing';

type Loaded = UserAccountQuery;
type Account = Loaded['user'];

export interface UserDialogActions {
  onClose(): void;
  onSaved(user: Account, values: UserFormValues, changed: boolean): void;
}

function LoadedUser({
  data,
  reload,
  ...actions
}: UserDialogActions & { data: Loaded; reload(): unknown }) {
  const formId = useId();
  const { user, me, offices } = data;
  const { form, submit, role, failure, conflict, busy } = useUserForm(user, {
    reload,
    onSaved: (values, changed) => {
      actions.onSaved(user, values, changed);
    },
  });
  const self = me?.id === user.id;
  const viewerIsAdmin = me?.role === 'admin';
  const readOnly = user.role === 'admin' && !viewerIsAdmin;

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ mb: 2 }}>
          <Typography variant="h6" component="p">
            {user.firstname} {user.lastname}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {user.email}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <StatusChip status={user.status} labels={STATUS_LABELS} tones={STATUS_TONES} />
            <Typography variant="body2" color="text.secondary">
              Created {formatDate(user.createdAt)} ·{' '}
              {user.verified ? 'E-mail verified' : 'E-mail not verified'}
            </Typography>
          </Stack>
        </Box>
        {conflict && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {conflict}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {self && (
          <Alert severity="info" sx={{ mb: 2 }}>
            You cannot change your own role or status.
          </Alert>
        )}
        {readOnly ? (
          <Alert severity="info">
            Only an administrator can change an administrator&apos;s account.
          </Alert>
        ) : (
          <Box
            component="form"
            id={formId}
            noValidate
            aria-label="Change user"
            onSubmit={(event) => void submit(event)}
          >
            <UserFormFields
              control={form.control}
              role={role}
              offices={offices}
              disabledRoles={viewerIsAdmin ? [] : ['admin']}
              locked={self}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Suspending or deactivating an account signs it out everywhere at once.
            </Typography>
          </Box>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
          Change history
        </Typography>
        <UserHistory events={user.history} />
        {user.role !== 'student' && (
          <UserApiTokensSection userId={user.id} owner={`${user.firstname} ${user.lastname}`} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.onClose} disabled={busy}>
          Cancel
        </Button>
        {!readOnly && (
          <Button type="submit" form={formId} variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function UserContent({ id, ...actions }: UserDialogActions & { id: string }) {
  const query = useQuery(UserAccountDocument, {
    variables: { id },
    // Always fresh: its version guards the change made on it.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const reload = () => query.refetch();
  if (query.data) return <LoadedUser data={query.data} reload={reload} {...actions} />;
  return (
    <>
      <DialogContent dividers>
        {query.loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the user" />
          </Box>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                Retry
              </Button>
            }
          >
            {readServerError(query.error)?.message ?? 'Could not load the user.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

/** A§2.5 Users view dialog: the account, its role, status and office, and its history. */
export function UserDialog({ userId, ...actions }: UserDialogActions & { userId: string | null }) {
  const titleId = useId();
  const { shownId, onExited } = useKeptWhileClosing(userId);
  return (
    <Dialog
      open={userId !== null}
      onClose={actions.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>User Details</DialogTitle>
      {shownId && <UserContent key={shownId} id={shownId} {...actions} />}
    </Dialog>
  );
}
