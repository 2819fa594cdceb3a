import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { PROGRAM_LABELS } from '@/components/program-labels';
import { serviceText } from '@/features/scholars/scholar-records-labels';
import { EmptyNote, RecordPart } from '@/features/scholars/scholar-records-parts';
import type { ScholarRecords } from '@/features/scholars/use-scholar-records';
import { formatMinutes } from '@/lib/format-hours';

type Service = NonNullable<ScholarRecords['scholar']>['service'];

/**
 * The scholar's service: terms and years (those imported from before the system counted), and
 * each term credited when HR closed it, with the office, scholarship and confirmed hours.
 */
export function ScholarService({ service }: { service: Service }) {
  return (
    <RecordPart title="Service">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {serviceText(service)}
      </Typography>
      {service.periods.length === 0 ? (
        <EmptyNote>No term credited yet: a term is credited when HR closes it.</EmptyNote>
      ) : (
        <List dense disablePadding aria-label="Terms credited">
          {service.periods.map((period) => (
            <ListItem
              key={`${period.term.academicYear}-${period.term.term}`}
              divider
              disableGutters
            >
              <ListItemText
                primary={period.term.label}
                secondary={`${period.officeName} · ${PROGRAM_LABELS[period.program]} · ${formatMinutes(period.confirmedMinutes)} confirmed hours`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </RecordPart>
  );
}
