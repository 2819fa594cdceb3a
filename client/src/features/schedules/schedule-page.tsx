import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { SavedSchedules } from '@/features/schedules/saved-schedules';
import { ScheduleUploadForm } from '@/features/schedules/schedule-upload-form';
import { MyClassSchedulesDocument } from '@/gql/graphql';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Upload Schedule';

/**
 * A§2.3 Upload Schedule (student), saved on the server per term: the latest
 * upload of a term replaces the previous one, which stays in the history.
 * The scholar's office and HR can open it. Unverified students never get here
 * (RequireVerified, F§6).
 */
export default function SchedulePage() {
  usePageTitle(TITLE);
  const toast = useToast();
  const { data, error, loading, refetch } = useQuery(MyClassSchedulesDocument);
  const schedules = data?.myClassSchedules ?? [];
  const current = schedules.filter((schedule) => schedule.current);
  const history = schedules.filter((schedule) => !schedule.current);
  const term = data?.currentAcademicTerm;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack spacing={3}>
        <SectionCard
          title="Class Schedule"
          description="Upload your class schedule as a PDF (max 10MB). Your office uses it to plan your duty hours."
        >
          {error && !data ? (
            <LoadErrorAlert
              message="Could not load your schedules."
              onRetry={() => void refetch()}
            />
          ) : !term ? (
            <Typography color="text.secondary">Loading…</Typography>
          ) : (
            <ScheduleUploadForm
              defaults={{ term: term.term, academicYear: term.academicYear }}
              hasCurrent={(t, year) => current.some((s) => s.term === t && s.academicYear === year)}
              onSaved={(saved) => {
                toast.show(`Your class schedule for ${saved.termLabel} was saved.`, {
                  type: 'success',
                });
              }}
            />
          )}
        </SectionCard>
        <SectionCard title="Saved Schedules" description="The current schedule of each term.">
          {loading && !data ? (
            <Typography color="text.secondary">Loading…</Typography>
          ) : current.length === 0 ? (
            <Alert severity="info" role="status">
              You have not uploaded a class schedule yet.
            </Alert>
          ) : (
            <SavedSchedules schedules={current} />
          )}
        </SectionCard>
        {history.length > 0 && (
          <SectionCard
            title="History"
            description="Earlier uploads that a newer one replaced. Your office and HR can still open them."
          >
            <SavedSchedules schedules={history} history />
          </SectionCard>
        )}
      </Stack>
    </Container>
  );
}
