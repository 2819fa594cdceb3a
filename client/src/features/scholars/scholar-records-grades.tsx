import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';

import { GradeReportView } from '@/features/scholars/scholar-records-grade-dialog';
import { EmptyNote, RecordPart } from '@/features/scholars/scholar-records-parts';
import type { ScholarRecordGradeReportFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

/** The student's saved grade reports, latest term first; View shows one read-only. */
export function ScholarGrades({
  reports,
}: {
  reports: ScholarRecordGradeReportFragment[] | null | undefined;
}) {
  const [viewed, setViewed] = useState<ScholarRecordGradeReportFragment | null>(null);
  return (
    <RecordPart title="Grade reports">
      {!reports ? (
        <EmptyNote>Only while the student serves your office.</EmptyNote>
      ) : reports.length === 0 ? (
        <EmptyNote>No grade reports saved yet.</EmptyNote>
      ) : (
        <List dense disablePadding>
          {reports.map((report) => (
            <ListItem
              key={report.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => {
                    setViewed(report);
                  }}
                  aria-label={`View grades for ${report.termLabel}`}
                >
                  View
                </Button>
              }
            >
              <ListItemText
                primary={report.termLabel}
                secondary={`General Average ${report.generalAverage?.toString() ?? '—'} · updated ${formatDateTime(report.updatedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <GradeReportView
        report={viewed}
        onClose={() => {
          setViewed(null);
        }}
      />
    </RecordPart>
  );
}
