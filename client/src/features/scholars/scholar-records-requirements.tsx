import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import {
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_STATUS_TONES,
} from '@/components/requirement-labels';
import { StatusChip } from '@/components/status-chip';
import { EmptyNote, FileActions, RecordPart } from '@/features/scholars/scholar-records-parts';
import type { ScholarRecordRequirementsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

/** The six documents of A§9 with HR's review of each: status, note, and the file. */
export function ScholarRequirements({
  submission,
  current,
}: {
  submission: ScholarRecordRequirementsFragment | null | undefined;
  /** false: office staff, a deployment that ended (the documents are not theirs now). */
  current: boolean;
}) {
  return (
    <RecordPart title="Requirements">
      {!current ? (
        <EmptyNote>Only while the student serves your office.</EmptyNote>
      ) : !submission ? (
        <EmptyNote>No requirements submitted.</EmptyNote>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Submitted {formatDateTime(submission.submittedAt)}
          </Typography>
          <List dense disablePadding aria-label="Requirements">
            {submission.items.map((item) => (
              <ListItem key={item.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ minWidth: 200 }}
                  primary={
                    <Stack
                      component="span"
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center' }}
                    >
                      <span>{item.label}</span>
                      <StatusChip
                        status={item.status}
                        labels={REQUIREMENT_STATUS_LABELS}
                        tones={REQUIREMENT_STATUS_TONES}
                      />
                    </Stack>
                  }
                  secondary={item.note ? `Note: ${item.note}` : undefined}
                />
                {item.file && (
                  <FileActions url={item.file.url} fileName={item.file.name} name={item.label} />
                )}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </RecordPart>
  );
}
