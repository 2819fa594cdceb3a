import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
import { REQUIREMENT_STATUS_LABELS } from '@/components/requirement-labels';
import { RequirementsTable } from '@/features/requirements/requirements-table';
import {
  useRequirementFilters,
  useRequirementList,
} from '@/features/requirements/use-requirement-list';
import type { RequirementItemStatus, RequirementSubmissionStatus } from '@/gql/graphql';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const RequirementDetailDialog = lazyDialog(
  () =>
    import('@/features/requirements/requirement-detail-dialog').then(
      (m) => m.RequirementDetailDialog,
    ),
  (props) => props.id !== null,
);

const TITLE = 'HR Requirements';

/** A§2.5 HR Requirements: the students' submissions, each item reviewed in the detail dialog. */
export default function RequirementsReviewPage() {
  usePageTitle(TITLE);
  const { user } = useAuth();
  const toast = useToast();
  const filters = useRequirementFilters();
  const list = useRequirementList(filters);
  const [viewId, setViewId] = useState<string | null>(null);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <FilterPanel
        values={[filters.status]}
        search={{
          label: 'Search by name or e-mail',
          value: filters.search,
          onSearch: filters.setSearch,
        }}
      >
        <FilterSelect<RequirementSubmissionStatus>
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          labels={REQUIREMENT_STATUS_LABELS}
          onChange={filters.setStatus}
        />
      </FilterPanel>
      <RequirementsTable
        list={list}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        onPageChange={filters.setPage}
        onView={(submission) => {
          setViewId(submission.id);
        }}
      />
      <RequirementDetailDialog
        id={viewId}
        canReview={user?.role === 'hr' || user?.role === 'admin'}
        onClose={() => {
          setViewId(null);
        }}
        onReviewed={(label, status) => {
          toast.show(`${label}: ${REQUIREMENT_STATUS_LABELS[status as RequirementItemStatus]}.`, {
            type: 'success',
          });
        }}
      />
    </Container>
  );
}
