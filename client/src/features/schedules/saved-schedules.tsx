import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { fileSize } from '@/features/schedules/schedule-file';
import type { ClassScheduleFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

/** Open (inline, in a new tab) and Download of a saved schedule, through /api/files/:id. */
function FileActions({ schedule }: { schedule: ClassScheduleFieldsFragment }) {
  const name = `${schedule.termLabel} schedule`;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        startIcon={<OpenInNewIcon />}
        component="a"
        href={schedule.file.url}
        target="_blank"
        rel="noopener"
        aria-label={`Open ${name} (uploaded ${formatDateTime(schedule.uploadedAt)})`}
      >
        Open
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        component="a"
        href={`${schedule.file.url}?download=1`}
        download={schedule.file.name}
        aria-label={`Download ${name} (uploaded ${formatDateTime(schedule.uploadedAt)})`}
      >
        Download
      </Button>
    </Stack>
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
          <FileActions schedule={schedule} />
        </ListItem>
      ))}
    </List>
  );
}
