import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';

import { EvaluationScholarCards } from '@/features/evaluations/evaluation-scholar-cards';
import { useListParams } from '@/lib/use-list-params';
import { usePageTitle } from '@/lib/use-page-title';
import { lazyComponent } from '@/lib/lazy-component';

const TITLE = 'Office - Scholar Evaluation';
// The editor's code (its form, react-hook-form, the selects) loads when a scholar is picked.
const EvaluationEditor = lazyComponent(() =>
  import('@/features/evaluations/evaluation-editor').then((m) => m.EvaluationEditor),
);

/**
 * A§2.4 Office Evaluation: pick a scholar of the office from the card grid, then rate the
 * five criteria for a term (Save Evaluation, Back). Scholar and term live in the address,
 * so a reload, a shared link and the browser's Back show the same view.
 */
export default function OfficeEvaluationPage() {
  usePageTitle(TITLE);
  const params = useListParams(['scholar', 'term', 'year', 'search']);
  const { scholar, term, year, search } = params.values;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {TITLE}
        </Typography>
        {scholar ? (
          <Suspense fallback={<LinearProgress aria-label="Loading the evaluation form" />}>
            <EvaluationEditor
              key={scholar}
              scholarId={scholar}
              term={term}
              academicYear={year}
              onTermChange={(next) => {
                params.setFilter('term', next.term);
                params.setFilter('year', next.academicYear);
              }}
              onBack={() => {
                params.clear();
              }}
            />
          </Suspense>
        ) : (
          <EvaluationScholarCards
            search={search}
            onSearchChange={(next) => {
              // Typing replaces the history entry, so Back skips the letters.
              params.setFilter('search', next, { replace: true });
            }}
            page={params.page}
            onPageChange={params.setPage}
            onPick={(id) => {
              params.setFilter('scholar', id);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
