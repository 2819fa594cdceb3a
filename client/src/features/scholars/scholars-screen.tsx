import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';

import { ScholarFilters } from '@/features/scholars/scholar-filters';
import { SCHOLAR_STATUS_LABELS } from '@/features/scholars/scholar-labels';
import { ScholarTable } from '@/features/scholars/scholar-table';
import { useScholarFilters } from '@/features/scholars/use-scholar-filters';
import { useOffices, useScholars } from '@/features/scholars/use-scholars';
import { useViewedScholar } from '@/features/scholars/use-viewed-scholar';
import { ScholarsDocument } from '@/gql/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const ScholarDialog = lazyDialog(
  () => import('@/features/scholars/scholar-dialog').then((m) => m.ScholarDialog),
  (props) => props.scholarId !== null,
);

const TITLE = 'Scholars';

/**
 * A§2.4 Scholars. `office`: office staff, their office's scholars (the server keeps them to
 * it); `hr`: every office, with the Office filter and column and the reassignment.
 * ?scholar=<id> opens that scholar's View dialog (a link from a notice).
 */
export function ScholarsScreen({ view }: { view: 'office' | 'hr' }) {
  usePageTitle(TITLE);
  const hr = view === 'hr';
  const client = useApolloClient();
  const toast = useToast();
  const filters = useScholarFilters(hr);
  const list = useScholars(filters);
  const { offices, ownOfficeName } = useOffices();
  // In the address (?scholar=<id>): the schedule notice links to the scholar's record.
  const { viewedId, open, close } = useViewedScholar();

  // A change may move the scholar out of the filtered list (status, office): ask again.
  const refetchList = () => void client.refetchQueries({ include: [ScholarsDocument] });
  const scope = hr ? 'every office' : ownOfficeName ? `the ${ownOfficeName}` : 'your office';

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Trainees and scholars of {scope}.
      </Typography>
      <ScholarFilters
        filters={filters}
        officeLabels={
          hr ? Object.fromEntries(offices.map((office) => [office.id, office.name])) : undefined
        }
      />
      <ScholarTable
        list={list}
        showOffice={hr}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        onView={(scholar) => {
          open(scholar.id);
        }}
        onPageChange={filters.setPage}
      />
      <ScholarDialog
        scholarId={viewedId}
        offices={hr ? offices : undefined}
        hr={hr}
        onClose={close}
        onStatusSaved={(scholar, status, changed) => {
          close();
          if (!changed) return;
          const name = `${scholar.firstName} ${scholar.lastName}`;
          toast.show(`${name} is now ${SCHOLAR_STATUS_LABELS[status].toLowerCase()}.`, {
            type: 'success',
          });
          refetchList();
        }}
        onReassigned={(scholar, officeName) => {
          close();
          const name = `${scholar.firstName} ${scholar.lastName}`;
          toast.show(`${name} was reassigned to ${officeName}.`, { type: 'success' });
          refetchList();
        }}
      />
    </Container>
  );
}
