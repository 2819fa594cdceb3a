import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { TermChangeDialog } from '@/features/terms/term-change-dialog';
import { OpenWorkChecklist, TermScholars } from '@/features/terms/term-checklist';
import { isAfterCurrent, type TermKey } from '@/features/terms/term-choice';
import { TermHistoryTable } from '@/features/terms/term-history-table';
import { TermPicker } from '@/features/terms/term-picker';
import { TermSummary } from '@/features/terms/term-summary';
import { useTermClosing } from '@/features/terms/use-term-closing';
import type { TermChange } from '@/features/terms/use-term-change-form';
import { usePageTitle } from '@/lib/use-page-title';
import { useToast } from '@/lib/toast/use-toast';

const TITLE = 'Terms';

const sameTerm = (a: TermKey, b: TermKey | undefined) =>
  a.term === b?.term && a.academicYear === b.academicYear;

/**
 * Closing a term (HR): what is still open for it, who served and who does not continue; closing
 * credits their service, freezes its records and makes those who do not continue inactive.
 * Reopening undoes the freeze and the statuses. Every closing and reopening is listed.
 */
export default function TermsPage() {
  usePageTitle(TITLE);
  const toast = useToast();
  const page = useTermClosing();
  const [change, setChange] = useState<TermChange | null>(null);
  const { chosen, closing } = page;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Close a term once its work is done: its scholars&apos; service is credited and its records
        become read-only.
      </Typography>
      {!chosen && page.choices.loading && <LinearProgress aria-label="Loading the terms" />}
      {!chosen && !page.choices.loading && (
        <LoadErrorAlert
          message="Could not load the terms."
          error={page.choices.error}
          onRetry={page.choices.retry}
        />
      )}
      {chosen && (
        <Stack spacing={3}>
          <TermPicker
            chosen={chosen}
            current={page.current}
            calendarYears={page.calendarYears}
            onChange={page.choose}
          />
          {!closing && page.loading && <LinearProgress aria-label="Loading the term" />}
          {!closing && !page.loading && (
            <LoadErrorAlert
              message="Could not load the term."
              error={page.error}
              onRetry={page.retry}
            />
          )}
          {closing && (
            <>
              <TermSummary
                closing={closing}
                isCurrent={sameTerm(chosen, page.current)}
                notBegun={isAfterCurrent(chosen, page.current)}
                onChange={setChange}
              />
              <OpenWorkChecklist closing={closing} term={chosen} />
              <TermScholars closing={closing} term={chosen} />
              <Stack component="section" aria-labelledby="term-history" spacing={2}>
                <Typography id="term-history" variant="h5" component="h2">
                  History
                </Typography>
                <TermHistoryTable
                  history={closing.history}
                  loading={page.loading}
                  onRetry={page.retry}
                />
              </Stack>
              <TermChangeDialog
                change={change}
                closing={closing}
                onCancel={() => {
                  setChange(null);
                }}
                onDone={(changed) => {
                  setChange(null);
                  toast.show(`${changed.closure ? 'Closed' : 'Reopened'} ${changed.label}.`, {
                    type: 'success',
                  });
                }}
              />
            </>
          )}
        </Stack>
      )}
    </Container>
  );
}
