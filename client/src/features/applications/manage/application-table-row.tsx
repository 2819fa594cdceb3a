import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { POSITION_LABELS } from '@/features/applications/application-labels';
import { ApplicationStatusChip } from '@/features/applications/manage/application-status-chip';
import { formatDate } from '@/features/applications/manage/format-date';
import { isViewOnly } from '@/features/applications/manage/staff-roles';
import type { StaffApplicationRow } from '@/features/applications/manage/use-staff-applications';

interface ApplicationTableRowProps {
  application: StaffApplicationRow;
  onOpen(application: StaffApplicationRow): void;
}

export function ApplicationTableRow({ application, onOpen }: ApplicationTableRowProps) {
  const name = `${application.firstName} ${application.lastName}`;
  const viewOnly = isViewOnly(application.status);
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={application.profilePhoto?.url} alt="">
            {application.firstName.charAt(0)}
          </Avatar>
          <div>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {application.email}
            </Typography>
          </div>
        </Stack>
      </TableCell>
      <TableCell>{POSITION_LABELS[application.position]}</TableCell>
      <TableCell>
        <ApplicationStatusChip status={application.status} />
      </TableCell>
      <TableCell>{formatDate(application.submittedAt)}</TableCell>
      <TableCell align="right">
        <Button
          size="small"
          variant={viewOnly ? 'outlined' : 'contained'}
          onClick={() => {
            onOpen(application);
          }}
        >
          {viewOnly ? 'View Only' : 'Review'}
        </Button>
      </TableCell>
    </TableRow>
  );
}
