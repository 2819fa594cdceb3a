import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { POSITION_LABELS } from '@/components/application-labels';
import { ApplicationStatusChip } from '@/components/application-status-chip';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';

export function ApplicantHeader({ application: a }: { application: StaffApplicationDetail }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <Avatar src={a.profilePhoto?.url} alt="" sx={{ width: 64, height: 64 }}>
        {a.firstName.charAt(0)}
      </Avatar>
      <div>
        <Typography variant="h6" component="p">
          {a.firstName} {a.lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {a.email} · {POSITION_LABELS[a.position]}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
          <Typography variant="body2">Status:</Typography>
          <ApplicationStatusChip status={a.status} />
        </Stack>
      </div>
    </Stack>
  );
}
