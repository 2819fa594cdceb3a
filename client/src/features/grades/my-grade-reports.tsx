import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { GradeReportFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';
import { lazyDialog } from '@/lib/lazy-dialog';

const GradeReportDialog = lazyDialog(
  () => import('@/features/grades/grade-report-dialog').then((m) => m.GradeReportDialog),
  (props) => props.report !== null,
);

/** The student's saved reports, latest term first; each opens read-only. */
export function MyGradeReports({ reports }: { reports: readonly GradeReportFieldsFragment[] }) {
  const [open, setOpen] = useState<GradeReportFieldsFragment | null>(null);
  if (reports.length === 0)
    return <Typography color="text.secondary">You have not saved any grades yet.</Typography>;
  return (
    <>
      <List aria-label="Saved grade reports">
        {reports.map((report) => (
          <ListItem
            key={report.id}
            divider
            secondaryAction={
              <Button
                onClick={() => {
                  setOpen(report);
                }}
                aria-label={`Open grades for ${report.termLabel}`}
              >
                Open
              </Button>
            }
          >
            <ListItemText
              primary={report.termLabel}
              secondary={`General Average ${report.generalAverage === null || report.generalAverage === undefined ? '—' : String(report.generalAverage)} · ${String(report.rows.length)} subjects · saved ${formatDateTime(report.updatedAt as string)}`}
            />
          </ListItem>
        ))}
      </List>
      <GradeReportDialog
        report={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </>
  );
}
