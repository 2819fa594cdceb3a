import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { AcademicEmailNotice } from '@/features/profile/academic-email-notice';
import { ChangeEmailForm } from '@/features/profile/change-email-form';
import { SectionCard } from '@/components/section-card';
import { useCancelEmailChange } from '@/features/profile/use-cancel-email-change';
import type { CurrentUser } from '@/lib/auth/use-auth';
import { lazyDialog } from '@/lib/lazy-dialog';

const CancelEmailChangeDialog = lazyDialog(
  () =>
    import('@/features/profile/cancel-email-change-dialog').then((m) => m.CancelEmailChangeDialog),
  (props) => props.open,
);

function PendingEmail({ email, onCancel }: { email: string; onCancel: () => void }) {
  return (
    <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
        Pending email (waiting for verification)
      </Typography>
      <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>{email}</Typography>
      <Button size="small" color="error" onClick={onCancel} aria-label="Cancel email change">
        Cancel
      </Button>
    </Box>
  );
}

export function EmailManagementCard({ user }: { user: CurrentUser }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const { cancel, cancelling, feedback } = useCancelEmailChange();

  const confirmCancel = async () => {
    await cancel();
    setDialogOpen(false);
  };

  return (
    <SectionCard title="Email Management">
      <Typography variant="body2" color="text.secondary">
        Current email
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>{user.email}</Typography>
        <Chip
          size="small"
          label={user.verified ? 'Verified' : 'Unverified'}
          color={user.verified ? 'success' : 'warning'}
        />
      </Box>
      {user.role === 'student' && <AcademicEmailNotice email={user.email} />}
      {user.pendingEmail && (
        <>
          <PendingEmail
            email={user.pendingEmail}
            onCancel={() => {
              setDialogOpen(true);
            }}
          />
          <CancelEmailChangeDialog
            open={dialogOpen}
            pendingEmail={user.pendingEmail}
            cancelling={cancelling}
            onKeep={() => {
              setDialogOpen(false);
            }}
            onConfirm={() => void confirmCancel()}
          />
        </>
      )}
      <FeedbackAlert feedback={feedback} sx={{ mt: 2 }} />
      <Divider sx={{ my: 3 }} />
      <ChangeEmailForm currentEmail={user.email} hasPendingChange={Boolean(user.pendingEmail)} />
    </SectionCard>
  );
}
