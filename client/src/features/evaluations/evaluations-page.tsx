import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { EvaluationTable } from '@/features/evaluations/evaluation-table';
import { exportHref, useEvaluationFilters } from '@/features/evaluations/use-evaluation-filters';
import { useEvaluationOffices, useEvaluations } from '@/features/evaluations/use-evaluations';
import { lazyDialog } from '@/lib/lazy-dialog';
import { paramOneOf } from '@/lib/use-list-params';
import { usePageTitle } from '@/lib/use-page-title';

const EvaluationDialog = lazyDialog(
  () => import('@/features/evaluations/evaluation-dialog').then((m) => m.EvaluationDialog),
  (props) => props.id !== null,
);

const TITLE = 'Evaluations';

/**
 * A§2.5 Evaluations (HR): every office's evaluations, filtered by student name or office,
 * scholarship and office (from the offices table), with details and a CSV of the list.
 */
export default function EvaluationsPage() {
  usePageTitle(TITLE);
  const filters = useEvaluationFilters();
  const list = useEvaluations(filters);
  const offices = useEvaluationOffices();
  const officeLabels = Object.fromEntries(offices.map((office) => [office.id, office.name]));
  const [viewedId, setViewedId] = useState<string | null>(null);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {TITLE}
          </Typography>
          <Typography color="text.secondary">
            The offices&apos; evaluations of their trainees and scholars.
          </Typography>
        </div>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={exportHref(filters)} download>
          Export CSV
        </Button>
      </Stack>
      <FilterPanel
        values={[filters.program, filters.officeId]}
        search={{
          value: filters.search,
          onSearch: filters.setSearch,
          label: 'Search by student name or office',
        }}
      >
        <FilterSelect
          label="Scholarship"
          allLabel="All scholarships"
          value={filters.program}
          labels={PROGRAM_LABELS}
          onChange={filters.setProgram}
        />
        <FilterSelect
          label="Office"
          allLabel="All offices"
          // Shown once the offices have loaded (the list is filtered from the address meanwhile).
          value={paramOneOf(officeLabels, filters.officeId ?? '')}
          labels={officeLabels}
          onChange={filters.setOffice}
        />
      </FilterPanel>
      <EvaluationTable
        list={list}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        onView={(evaluation) => {
          setViewedId(evaluation.id);
        }}
        onPageChange={filters.setPage}
      />
      <EvaluationDialog
        id={viewedId}
        onClose={() => {
          setViewedId(null);
        }}
      />
    </Container>
  );
}
