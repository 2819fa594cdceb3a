import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { SectionCard } from '@/components/section-card';
import { LeaveForm } from '@/features/leave/leave-form';
import { MyLeaveRequests } from '@/features/leave/my-leave-requests';
import { useMyLeave } from '@/features/leave/use-my-leave';
import { useAuth } from '@/lib/auth/use-auth';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Leave Form';

/**
 * A§2.3 Leave (student): the form for a deployed trainee or scholar, then their own requests,
 * live as the office decides. Unverified students never get here (RequireVerified, F§6).
 */
export default function LeavePage() {
  usePageTitle(TITLE);
  const { user } = useAuth();
  const toast = useToast();
  const leave = useMyLeave();
  const { scholar, defaults } = leave;
  const prefill = useMemo(
    () => ({
      name: defaults?.name ?? (user ? `${user.firstname} ${user.lastname}` : ''),
      idNumber: defaults?.idNumber ?? '',
      schoolDept: defaults?.schoolDept ?? scholar?.officeName ?? '',
      courseYear: defaults?.courseYear ?? '',
    }),
    [user, defaults, scholar?.officeName],
  );

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack spacing={3}>
        <SectionCard
          title="Leave Application"
          description="Approved leave excuses those days in your Daily Time Record."
        >
          {!leave.loaded ? (
            <Typography color="text.secondary">Loading…</Typography>
          ) : scholar?.status === 'active' ? (
            <LeaveForm
              // New defaults (after a filing) start the form afresh with them.
              key={Object.values(prefill).join('\n')}
              prefill={prefill}
              onFiled={() => {
                toast.show('Your leave application was submitted.', { type: 'success' });
              }}
            />
          ) : (
            <Alert severity="info">
              Leave applications are filed by trainees and scholars on active duty at an office.
            </Alert>
          )}
        </SectionCard>
        <section aria-labelledby="my-leave-heading">
          <Typography id="my-leave-heading" variant="h6" component="h2" gutterBottom>
            My Leave Requests
          </Typography>
          <MyLeaveRequests
            rows={leave.requests}
            loading={leave.loading}
            onRetry={leave.retry}
            cancelling={leave.cancelling}
            onCancel={leave.cancel}
          />
        </section>
      </Stack>
    </Container>
  );
}
