import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { FileActions } from '@/components/file-preview';
import type { ClassScheduleFieldsFragment } from '@/gql/graphql';
import { downloadUrl, fileSize } from '@/lib/files';
import { formatDateTime } from '@/lib/format-date';

/** Open (inline, in a new tab) and Download of a saved schedule, through /api/files/:id. */
function ScheduleActions({ schedule }: { schedule: ClassScheduleFieldsFragment }) {
  return (
    <FileActions
      file={schedule.file}
      showName={false}
      openLabel="Open"
      accessibleName={`${schedule.termLabel} schedule (uploaded ${formatDateTime(schedule.uploadedAt)})`}
      download={{ href: downloadUrl(schedule.file.url), name: schedule.file.name }}
    />
  );
}

interface SavedSchedulesProps {
  schedules: ClassScheduleFieldsFragment[];
  /** The history: replaced uploads, with when they were replaced. */
  history?: boolean;
}

/** Saved schedules: each term's current one, or the replaced ones (history). */
export function SavedSchedules({ schedules, history = false }: SavedSchedulesProps) {
  return (
    <List disablePadding>
      {schedules.map((schedule) => (
        <ListItem key={schedule.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            sx={{ minWidth: 240 }}
            primary={
              <Typography component="span" sx={{ fontWeight: history ? 400 : 600 }}>
                {schedule.termLabel}
              </Typography>
            }
            secondary={
              <>
                {schedule.file.name} · {fileSize(schedule.file.size)} · uploaded{' '}
                {formatDateTime(schedule.uploadedAt)}
                {schedule.replacedAt && <> · replaced {formatDateTime(schedule.replacedAt)}</>}
              </>
            }
          />
          <ScheduleActions schedule={schedule} />
        </ListItem>
      ))}
    </List>
  );
}
