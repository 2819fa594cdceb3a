import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PersonCell } from '@/components/person-cell';
import { StatusChip } from '@/components/status-chip';
import { useInvitations, type InvitationRow } from '@/features/users/use-invitations';
import {
  INVITATION_STATUS_LABELS,
  INVITATION_STATUS_TONES,
  ROLE_LABELS,
} from '@/features/users/user-labels';
import { formatDateTime } from '@/lib/format-date';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useToast } from '@/lib/toast/use-toast';

const InviteDialog = lazyDialog(
  () => import('@/features/users/invite-dialog').then((m) => m.InviteDialog),
  (props) => props.open,
);

function RevokeDialog({
  invitation,
  onCancel,
  onConfirm,
}: {
  invitation: InvitationRow | null;
  onCancel(): void;
  onConfirm(invitation: InvitationRow): void;
}) {
  const titleId = useId();
  return (
    <Dialog open={invitation !== null} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Revoke invitation?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The link sent to {invitation?.email} will stop working. You can invite the address again
          later.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => invitation && onConfirm(invitation)}
        >
          Revoke
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Staff invitations (beyond the spec): invite, and resend or revoke the open ones. */
export function InvitationsPanel() {
  const toast = useToast();
  const list = useInvitations();
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);

  const columns: DataTableColumn<InvitationRow>[] = [
    {
      key: 'invitee',
      header: 'Invitee',
      card: 'title',
      cell: (i) => <PersonCell name={`${i.firstname} ${i.lastname}`} email={i.email} />,
    },
    {
      key: 'role',
      header: 'Role',
      card: 'fact',
      cell: (i) =>
        i.officeName ? `${ROLE_LABELS[i.role]} · ${i.officeName}` : ROLE_LABELS[i.role],
    },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (i) => (
        <StatusChip
          status={i.status}
          labels={INVITATION_STATUS_LABELS}
          tones={INVITATION_STATUS_TONES}
        />
      ),
    },
    {
      key: 'expires',
      header: 'Link expires',
      card: 'fact',
      cell: (i) => formatDateTime(i.expiresAt),
    },
    { key: 'by', header: 'Invited by', cell: (i) => i.invitedByName ?? '—' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (i) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={list.busyId === i.id}
            aria-label={`Resend the invitation to ${i.email}`}
            onClick={() => void list.resend(i)}
          >
            Resend
          </Button>
          <Button
            size="small"
            color="error"
            disabled={list.busyId === i.id}
            aria-label={`Revoke the invitation to ${i.email}`}
            onClick={() => {
              setRevoking(i);
            }}
          >
            Revoke
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          HR and office accounts join by invitation; students sign up themselves.
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => {
            setInviting(true);
          }}
        >
          Invite Staff
        </Button>
      </Stack>
      <DataTable
        label="Pending invitations"
        columns={columns}
        rows={list.rows}
        rowKey={(i) => i.id}
        loading={list.loading}
        stale={list.stale}
        errorText="Could not load the invitations."
        onRetry={list.retry}
        emptyText="No pending invitations."
        pagination={list.pagination}
        onPageChange={list.setPage}
      />
      <InviteDialog
        open={inviting}
        onClose={() => {
          setInviting(false);
        }}
        onSent={(invitation) => {
          setInviting(false);
          toast.show(`Invitation sent to ${invitation.email}.`, { type: 'success' });
          list.refetch();
        }}
      />
      <RevokeDialog
        invitation={revoking}
        onCancel={() => {
          setRevoking(null);
        }}
        onConfirm={(invitation) => {
          setRevoking(null);
          void list.revoke(invitation);
        }}
      />
    </>
  );
}
