import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { ReapplicationStatusChip } from '@/components/reapplication-status-chip';
import { continuationText } from '@/features/scholars/scholar-records-labels';
import { EmptyNote, RecordPart } from '@/features/scholars/scholar-records-parts';
import type { ScholarRecords } from '@/features/scholars/use-scholar-records';
import { formatDateTime } from '@/lib/format-date';

type Scholar = NonNullable<ScholarRecords['scholar']>;

/** How far accepted re-applications extend the scholarship, and every re-application. */
export function ScholarContinuation({ scholar }: { scholar: Scholar }) {
  return (
    <>
      <RecordPart title="Scholarship continued through">
        <Typography variant="body2">
          {continuationText(scholar.continuedThrough, scholar.reapplications)}
        </Typography>
      </RecordPart>
      <RecordPart title="Re-applications">
        {scholar.reapplications.length === 0 ? (
          <EmptyNote>No re-applications.</EmptyNote>
        ) : (
          <List dense disablePadding aria-label="Re-applications">
            {scholar.reapplications.map((reapplication) => (
              <ListItem
                key={reapplication.id}
                divider
                disableGutters
                secondaryAction={<ReapplicationStatusChip status={reapplication.status} />}
              >
                <ListItemText
                  primary={reapplication.termLabel}
                  secondary={`Submitted ${formatDateTime(reapplication.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </RecordPart>
    </>
  );
}
