import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { fileSize } from '@/features/scholars/scholar-records-labels';
import { EmptyNote, FileActions, RecordPart } from '@/features/scholars/scholar-records-parts';
import type { ScholarRecordScheduleFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

function Schedules({ schedules }: { schedules: ScholarRecordScheduleFragment[] }) {
  return (
    <List dense disablePadding>
      {schedules.map((schedule) => {
        const uploaded = formatDateTime(schedule.uploadedAt);
        return (
          <ListItem key={schedule.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ minWidth: 200 }}
              primary={schedule.termLabel}
              secondary={
                <>
                  {schedule.file.name} · {fileSize(schedule.file.size)} · uploaded {uploaded}
                  {schedule.replacedAt && <> · replaced {formatDateTime(schedule.replacedAt)}</>}
                </>
              }
            />
            <FileActions
              url={schedule.file.url}
              fileName={schedule.file.name}
              name={`${schedule.termLabel} schedule (uploaded ${uploaded})`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * The class schedule of each term (for planning duty hours), and the replaced ones under a
 * collapsed History. `null`: not asked for (a deployment of the viewer's office that ended).
 */
export function ScholarSchedules({
  schedules,
}: {
  schedules: ScholarRecordScheduleFragment[] | null | undefined;
}) {
  const current = schedules?.filter((schedule) => schedule.current) ?? [];
  const replaced = schedules?.filter((schedule) => !schedule.current) ?? [];
  return (
    <RecordPart title="Class schedule">
      {!schedules ? (
        <EmptyNote>Only while the student serves your office.</EmptyNote>
      ) : current.length === 0 ? (
        <EmptyNote>No class schedule uploaded yet.</EmptyNote>
      ) : (
        <Schedules schedules={current} />
      )}
      {replaced.length > 0 && (
        <Accordion disableGutters elevation={0} sx={{ '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
            <Typography variant="body2">History ({replaced.length} replaced)</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0 }}>
            <Schedules schedules={replaced} />
          </AccordionDetails>
        </Accordion>
      )}
    </RecordPart>
  );
}
