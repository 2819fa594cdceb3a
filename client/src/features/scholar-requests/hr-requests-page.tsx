import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { HrAnswerCell } from '@/features/scholar-requests/hr-answer-cell';
import { RequestFilters } from '@/features/scholar-requests/request-filters';
import { RequestStatusChip } from '@/features/scholar-requests/request-status-chip';
import {
  countsLabel,
  REQUEST_STATUS_LABELS,
  scholarTypeLabel,
} from '@/features/scholar-requests/scholar-request-labels';
import { useRequestFilters } from '@/features/scholar-requests/use-request-filters';
import {
  useScholarRequests,
  type ScholarRequestRow,
} from '@/features/scholar-requests/use-scholar-requests';
import { ScholarRequestOfficesDocument } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const AnswerRequestDialog = lazyDialog(
  () =>
    import('@/features/scholar-requests/answer-request-dialog').then((m) => m.AnswerRequestDialog),
  (props) => props.requestId !== null,
);

const TITLE = 'Scholar Requests';

function columnsOf(onOpen: (request: ScholarRequestRow) => void) {
  const columns: DataTableColumn<ScholarRequestRow>[] = [
    {
      key: 'office',
      header: 'Office',
      card: 'title',
      cell: (r) => (
        <div>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {r.officeName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {r.requestedByName ?? '—'} · {formatDate(r.createdAt)}
          </Typography>
        </div>
      ),
    },
    { key: 'scholars', header: 'Scholars', card: 'fact', cell: (r) => countsLabel(r) },
    {
      key: 'type',
      header: 'Scholar Type',
      card: 'fact',
      cell: (r) => scholarTypeLabel(r.scholarType),
    },
    { key: 'notes', header: 'Notes', cell: (r) => r.notes ?? '—', width: '20%' },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (r) => <RequestStatusChip status={r.status} />,
    },
    { key: 'answer', header: 'Answer', cell: (r) => <HrAnswerCell request={r} />, width: '22%' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (r) => {
        const verb =
          r.status === 'open' ? 'Answer' : r.allowedNextStatuses.length ? 'Change' : 'View';
        return (
          <Button
            size="small"
            variant={r.status === 'open' ? 'contained' : 'outlined'}
            aria-label={`${verb} the ${r.officeName} request of ${formatDate(r.createdAt)}`}
            onClick={() => {
              onOpen(r);
            }}
          >
            {verb}
          </Button>
        );
      },
    },
  ];
  return columns;
}

/** HR's Scholar Requests (/hr/requests): every office's requests, filtered, answered, live. */
export default function HrRequestsPage() {
  usePageTitle(TITLE);
  const toast = useToast();
  const filters = useRequestFilters();
  const list = useScholarRequests(
    { search: filters.search || undefined, status: filters.status, officeId: filters.officeId },
    filters.page,
    '/hr/requests',
  );
  const offices = useQuery(ScholarRequestOfficesDocument).data?.offices ?? [];
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Offices ask for scholars here; your answer reaches their staff at once.
      </Typography>
      <RequestFilters
        filters={filters}
        officeLabels={Object.fromEntries(offices.map((office) => [office.id, office.name]))}
      />
      <DataTable
        label="Scholar requests"
        columns={columnsOf((request) => {
          setOpenId(request.id);
        })}
        rows={list.rows}
        rowKey={(request) => request.id}
        loading={list.loading}
        stale={list.stale}
        errorText="Could not load the scholar requests."
        onRetry={list.retry}
        emptyText="No scholar requests found."
        onClearFilters={filters.filtered ? filters.clear : undefined}
        pagination={list.pagination}
        onPageChange={filters.setPage}
      />
      <AnswerRequestDialog
        requestId={openId}
        onClose={() => {
          setOpenId(null);
        }}
        onAnswered={(request, status) => {
          setOpenId(null);
          toast.show(
            `The ${request.officeName} request is now ${REQUEST_STATUS_LABELS[status].toLowerCase()}.`,
            { type: 'success' },
          );
        }}
      />
    </Container>
  );
}
