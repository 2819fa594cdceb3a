import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { MasterListFilters } from '@/features/master-list/master-list-filters';
import { MasterListSummary } from '@/features/master-list/master-list-summary';
import { MasterListTable } from '@/features/master-list/master-list-table';
import { useMasterList, useMasterListOptions } from '@/features/master-list/use-master-list';
import { exportHref, useMasterListFilters } from '@/features/master-list/use-master-list-filters';
import { formatDay } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Master List';

/**
 * Issue #12: HR's master list of scholars for a term — the report handed to the finance and
 * registrar offices — with its summary, filters in the address, a CSV and a printable PDF.
 */
export default function MasterListPage() {
  usePageTitle(TITLE);
  const filters = useMasterListFilters();
  const list = useMasterList(filters);
  const { offices, currentTerm } = useMasterListOptions();

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
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
            {list.term ? `${list.term.label}. ` : ''}
            Every trainee and scholar who served during the term, with their months in service
            {list.asOf ? ` as of ${formatDay(list.asOf)}` : ''} and confirmed hours.
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={exportHref(filters, 'csv')}
            download
          >
            Export CSV
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            href={exportHref(filters, 'pdf')}
            download
          >
            Export PDF
          </Button>
        </Stack>
      </Stack>
      <MasterListFilters
        filters={filters}
        offices={offices}
        currentYear={currentTerm?.academicYear}
      />
      <MasterListSummary summary={list.summary} />
      <MasterListTable
        list={list}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        onPageChange={filters.setPage}
      />
    </Container>
  );
}
