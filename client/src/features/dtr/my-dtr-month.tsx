import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';

import { DtrHeader } from '@/features/dtr/dtr-header';
import { MonthSubmission } from '@/features/dtr/month-submission';
import { StudentDtrDays } from '@/features/dtr/student-dtr-days';
import { TrainingProgress } from '@/features/dtr/training-progress';
import { changedDraft } from '@/features/dtr/use-day-drafts';
import type { useMyDtr } from '@/features/dtr/use-my-dtr';
import type { DtrSheetFragment } from '@/gql/graphql';

interface MyDtrMonthProps {
  dtr: ReturnType<typeof useMyDtr>;
  sheet: DtrSheetFragment;
}

/** The student's month once loaded: training progress, header, submission, note and grid. */
export function MyDtrMonth({ dtr, sheet }: MyDtrMonthProps) {
  const { scholar, drafts } = dtr;
  const unsaved = sheet.days.filter(
    (day) => day.editable && changedDraft(drafts.drafts, day) !== undefined,
  ).length;
  return (
    <Stack spacing={3}>
      {scholar?.stage === 'trainee' && <TrainingProgress scholar={scholar} />}
      {scholar && scholar.status !== 'active' && (
        <Alert severity="warning">
          Your deployment is {scholar.status}: you cannot record hours.
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <DtrHeader sheet={sheet} />
            <Alert severity="info" variant="outlined" role="note">
              Please submit your DTR every first week of the month.
            </Alert>
            <MonthSubmission sheet={sheet} unsaved={unsaved} reload={dtr.reload} />
          </Stack>
        </CardContent>
      </Card>
      <StudentDtrDays sheet={sheet} drafts={drafts} onSave={dtr.save} busy={dtr.loading} />
    </Stack>
  );
}
