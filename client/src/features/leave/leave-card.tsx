import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { labelOptions, SelectField } from '@/components/select-field';
import { leaveDates } from '@/features/leave/leave-dates';
import { LEAVE_STATUS_LABELS } from '@/features/leave/leave-labels';
import { LeaveStatusChip } from '@/features/leave/leave-status-chip';
import type { LeaveRequestFieldsFragment, LeaveStatus } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';

interface LeaveCardProps {
  leave: LeaveRequestFieldsFragment;
  /** What the select shows: the status picked while its dialog is open, else the saved one. */
  shownStatus: LeaveStatus;
  /** Another status was picked: it opens the dialog that confirms it, nothing is saved yet. */
  onStatus(status: LeaveStatus): void;
  onEdit(): void;
}

/** A§2.5 leave card: who, when, why, the status (a select) and HR's note, with Edit. */
export function LeaveCard({ leave, shownStatus, onStatus, onEdit }: LeaveCardProps) {
  const choices = [leave.status, ...leave.allowedNextStatuses.filter((s) => s !== leave.status)];
  return (
    <Card variant="outlined" component="article" aria-label={`Leave of ${leave.studentName}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
          <div>
            <Typography variant="h6" component="h2">
              {leave.studentName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {leave.officeName} · ID # {leave.idNumber}
            </Typography>
          </div>
          <LeaveStatusChip status={leave.status} />
        </Stack>
        <Typography variant="body2">
          {leave.typeLabel}: {leaveDates(leave)}
        </Typography>
        {leave.reasons && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {leave.reasons}
          </Typography>
        )}
        {leave.remarks && <Typography variant="body2">Office: {leave.remarks}</Typography>}
        {leave.hrNote && <Typography variant="body2">HR note: {leave.hrNote}</Typography>}
        <Typography variant="caption" color="text.secondary">
          Submitted {formatDate(leave.createdAt)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <SelectField<LeaveStatus>
          size="small"
          label="Status"
          value={shownStatus}
          options={labelOptions(LEAVE_STATUS_LABELS, choices)}
          disabled={leave.allowedNextStatuses.length === 0}
          onChange={(next) => {
            if (next && next !== leave.status) onStatus(next);
          }}
          sx={{ minWidth: 160 }}
        />
        <Button size="small" onClick={onEdit} aria-label={`Edit leave of ${leave.studentName}`}>
          Edit
        </Button>
      </CardActions>
    </Card>
  );
}
