import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { ReapplicationForm } from '@/features/reapplications/reapplication-form';
import { ReapplicationStatusCard } from '@/features/reapplications/reapplication-status-card';
import { useMyReapplications } from '@/features/reapplications/use-my-reapplications';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Re-application';

/**
 * A§2.3 Re-apply (student): an accepted scholar asks to continue for a term; this term's
 * re-application and past ones follow HR's decisions live. Unverified students never get
 * here (RequireVerified, F§6).
 */
export default function ReApplyPage() {
  usePageTitle(TITLE);
  const toast = useToast();
  const mine = useMyReapplications();
  const { defaults } = mine;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack spacing={3}>
        {mine.failed && (
          <LoadErrorAlert message="Could not load your re-applications." onRetry={mine.retry} />
        )}
        {mine.current && (
          <section aria-labelledby="this-term-heading">
            <Typography id="this-term-heading" variant="h6" component="h2" gutterBottom>
              This Term
            </Typography>
            <ReapplicationStatusCard row={mine.current} />
          </section>
        )}
        <SectionCard
          title="Re-application Form"
          description="Ask to continue your scholarship for a term. HR reviews it and you are notified of the decision."
        >
          {!mine.loaded ? (
            <Typography color="text.secondary">Loading…</Typography>
          ) : defaults ? (
            <ReapplicationForm
              // New defaults (after a submission) start the form afresh with them.
              key={Object.values(defaults).join('\n')}
              prefill={defaults}
              gradeChoices={mine.gradeChoices}
              onSubmitted={(row) => {
                toast.show(`Your re-application for ${row.termLabel} was submitted.`, {
                  type: 'success',
                });
              }}
            />
          ) : (
            <Alert severity="info">
              Re-application is for accepted scholars who want to continue their scholarship.
              Trainees finish their training hours first; once HR accepts you as a scholar, you can
              re-apply here each term.
            </Alert>
          )}
        </SectionCard>
        {mine.past && mine.past.length > 0 && (
          <section aria-labelledby="past-heading">
            <Typography id="past-heading" variant="h6" component="h2" gutterBottom>
              Other Terms
            </Typography>
            <Stack spacing={2}>
              {mine.past.map((row) => (
                <ReapplicationStatusCard key={row.id} row={row} />
              ))}
            </Stack>
          </section>
        )}
      </Stack>
    </Container>
  );
}
