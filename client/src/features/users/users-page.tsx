import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { UserAccountsDocument } from '@/gql/graphql';
import { useUserAccounts } from '@/features/users/use-user-accounts';
import { useUserFilters } from '@/features/users/use-user-filters';
import { UserFilters } from '@/features/users/user-filters';
import { ROLE_LABELS, STATUS_LABELS } from '@/features/users/user-labels';
import { UserTable } from '@/features/users/user-table';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';
import { lazyComponent } from '@/lib/lazy-component';

const TITLE = 'Users';
// The Invitations tab's code (its table, its dialogs) loads when the tab is opened.
const InvitationsPanel = lazyComponent(() =>
  import('@/features/users/invitations-panel').then((m) => m.InvitationsPanel),
);
const UserDialog = lazyDialog(
  () => import('@/features/users/user-dialog').then((m) => m.UserDialog),
  (props) => props.userId !== null,
);
type View = 'users' | 'invitations';

function UsersPanel() {
  const client = useApolloClient();
  const toast = useToast();
  const filters = useUserFilters();
  const list = useUserAccounts(filters);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const close = () => {
    setViewedId(null);
  };
  return (
    <>
      <UserFilters filters={filters} />
      <UserTable
        list={list}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        onView={(user) => {
          setViewedId(user.id);
        }}
        onPageChange={filters.setPage}
      />
      <UserDialog
        userId={viewedId}
        onClose={close}
        onSaved={(user, values, changed) => {
          close();
          if (!changed) return;
          const name = `${user.firstname} ${user.lastname}`;
          toast.show(
            `${name} is now ${ROLE_LABELS[values.role]}, ${STATUS_LABELS[values.status].toLowerCase()}.`,
            { type: 'success' },
          );
          // The change may move the account out of the filtered list: ask again.
          void client.refetchQueries({ include: [UserAccountsDocument] });
        }}
      />
    </>
  );
}

/** A§2.5 Users (HR): accounts and their role and status; staff invitations beside them. */
export default function UsersPage() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'invitations' ? 'invitations' : 'users';
  const select = (next: View) => {
    // The tab is part of the address, so a reload or a shared link opens it; filters stay.
    const changed = new URLSearchParams(params);
    if (next === 'users') changed.delete('view');
    else changed.set('view', next);
    setParams(changed);
  };
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every account: its role, its status and, for office staff, the office.
      </Typography>
      <Tabs
        value={view}
        onChange={(_event, next: View) => {
          select(next);
        }}
        aria-label="Users and invitations"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="users"
          label="Users"
          id="users-tab-users"
          aria-controls={view === 'users' ? 'users-panel-users' : undefined}
        />
        <Tab
          value="invitations"
          label="Invitations"
          id="users-tab-invitations"
          aria-controls={view === 'invitations' ? 'users-panel-invitations' : undefined}
        />
      </Tabs>
      <div role="tabpanel" id={`users-panel-${view}`} aria-labelledby={`users-tab-${view}`}>
        {view === 'users' ? (
          <UsersPanel />
        ) : (
          <Suspense fallback={<LinearProgress aria-label="Loading invitations" />}>
            <InvitationsPanel />
          </Suspense>
        )}
      </div>
    </Container>
  );
}
