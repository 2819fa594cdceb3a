import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import { REAPPLICATION_STATUS_LABELS } from '@/components/reapplication-labels';
import { ReapplicationTable } from '@/features/reapplications/reapplication-table';
import {
  useReapplicationFilters,
  useReapplicationList,
} from '@/features/reapplications/use-reapplication-list';
import type { ReapplicationStatus } from '@/gql/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const ReapplicationReviewDialog = lazyDialog(
  () =>
    import('@/features/reapplications/reapplication-review-dialog').then(
      (m) => m.ReapplicationReviewDialog,
    ),
  (props) => props.id !== null,
);

const TITLE = 'ReApplication Management';

/** A§2.5 ReApplication Management: search, status and scholarship filters, table, review. */
export default function ReapplicationManagementPage() {
  usePageTitle(TITLE);
  const toast = useToast();
  const filters = useReapplicationFilters();
  const list = useReapplicationList(filters);
  const [reviewId, setReviewId] = useState<string | null>(null);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <FilterPanel
        values={[filters.status, filters.program]}
        search={{
          label: 'Search by name or ID #',
          value: filters.search,
          onSearch: filters.setSearch,
        }}
      >
        <FilterSelect<ReapplicationStatus>
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          labels={REAPPLICATION_STATUS_LABELS}
          onChange={filters.setStatus}
        />
        <FilterSelect<ScholarProgram>
          label="Scholarship"
          allLabel="All scholarships"
          value={filters.program}
          labels={PROGRAM_LABELS}
          onChange={filters.setProgram}
        />
      </FilterPanel>
      <ReapplicationTable
        list={list}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        onReview={(row) => {
          setReviewId(row.id);
        }}
        onPageChange={filters.setPage}
      />
      <ReapplicationReviewDialog
        id={reviewId}
        onClose={() => {
          setReviewId(null);
        }}
        onDecided={(row, status) => {
          setReviewId(null);
          toast.show(
            `${row.studentName}’s re-application is now ${REAPPLICATION_STATUS_LABELS[status]}.`,
            { type: 'success' },
          );
        }}
      />
    </Container>
  );
}
