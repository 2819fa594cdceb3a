import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { MyRequirements } from '@/features/requirements/my-requirements';
import { SUBMITTED_MESSAGE } from '@/features/requirements/requirement-documents';
import { RequirementsSubmitForm } from '@/features/requirements/requirements-submit-form';
import { useMyRequirements } from '@/features/requirements/use-my-requirements';
import { useAuth } from '@/lib/auth/use-auth';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Requirements';

/**
 * A§2.3 Requirements (student): the six documents of A§9 uploaded at once, then each item's
 * review, live as HR reviews, with a re-upload of only the items that need one.
 */
export default function RequirementsPage() {
  usePageTitle(TITLE);
  const { user } = useAuth();
  const toast = useToast();
  const mine = useMyRequirements();

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack spacing={3}>
        <Alert severity="info">
          Six required items, each needing an upload (an image or a PDF of at most 5 MB). Passport
          photo guidance: 2x2 with white background.
        </Alert>
        <SectionCard
          title={mine.submission ? 'My Requirements' : 'Required Documents'}
          description={
            mine.submission
              ? 'HR reviews each item. Items marked "Needs re-upload" take a new file.'
              : 'Upload all six documents, then submit them together.'
          }
        >
          {mine.failed ? (
            <LoadErrorAlert message="Could not load your requirements." onRetry={mine.retry} />
          ) : !mine.loaded ? (
            <Typography color="text.secondary">Loading…</Typography>
          ) : mine.submission ? (
            <MyRequirements submission={mine.submission} state={mine} />
          ) : (
            <RequirementsSubmitForm
              verified={user?.verified ?? false}
              onSubmitted={() => {
                toast.show(SUBMITTED_MESSAGE, { type: 'success' });
              }}
            />
          )}
        </SectionCard>
      </Stack>
    </Container>
  );
}
