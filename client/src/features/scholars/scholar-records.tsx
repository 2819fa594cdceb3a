import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { DialogSection } from '@/features/scholars/scholar-details';
import { ScholarContinuation } from '@/features/scholars/scholar-records-continuation';
import { ScholarGrades } from '@/features/scholars/scholar-records-grades';
import { EmptyNote } from '@/features/scholars/scholar-records-parts';
import { ScholarRequirements } from '@/features/scholars/scholar-records-requirements';
import { ScholarSchedules } from '@/features/scholars/scholar-records-schedules';
import { ScholarService } from '@/features/scholars/scholar-records-service';
import { useScholarRecords } from '@/features/scholars/use-scholar-records';
import { readServerError } from '@/lib/apollo/graphql-error';

interface ScholarRecordsProps {
  scholarId: string;
  /**
   * Whether the viewer may read the student's schedules, grades and documents now: HR always,
   * office staff while the deployment has not ended (the server scopes them so).
   */
  current: boolean;
}

/**
 * Student records, read-only: the terms of service, how far the scholarship is
 * continued and the re-applications, the class schedules, the grade reports and the six
 * requirements.
 */
export function ScholarRecordsSection({ scholarId, current }: ScholarRecordsProps) {
  const { records, loading, error, reload } = useScholarRecords(scholarId, current);
  let content;
  if (records?.scholar) {
    content = (
      <>
        <ScholarService service={records.scholar.service} />
        <ScholarContinuation scholar={records.scholar} />
        <ScholarSchedules schedules={records.classSchedules} />
        <ScholarGrades reports={records.gradeReports} />
        <ScholarRequirements submission={records.scholar.requirements} current={current} />
      </>
    );
  } else if (loading) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label="Loading the student records" />
      </Box>
    );
  } else if (readServerError(error)?.code === 'NOT_FOUND') {
    // Moved out of the viewer's office meanwhile: nothing of theirs to show.
    content = <EmptyNote>The student records are not available to you.</EmptyNote>;
  } else {
    content = (
      <LoadErrorAlert message="Could not load the student records." onRetry={() => void reload()} />
    );
  }
  return <DialogSection title="Student records">{content}</DialogSection>;
}
