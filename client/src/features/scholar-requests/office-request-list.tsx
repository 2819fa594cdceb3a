import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { SectionCard } from '@/components/section-card';
import { HrAnswerCell } from '@/features/scholar-requests/hr-answer-cell';
import { RequestStatusChip } from '@/features/scholar-requests/request-status-chip';
import { countsLabel, scholarTypeLabel } from '@/features/scholar-requests/scholar-request-labels';
import {
  useScholarRequests,
  type ScholarRequestRow,
} from '@/features/scholar-requests/use-scholar-requests';
import { formatDate } from '@/lib/format-date';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useListParams } from '@/lib/use-list-params';

const WithdrawRequestDialog = lazyDialog(
  () =>
    import('@/features/scholar-requests/withdraw-request-dialog').then(
      (m) => m.WithdrawRequestDialog,
    ),
  (props) => props.request !== null,
);

const NO_FILTER = {};

function columnsOf(onWithdraw: (request: ScholarRequestRow) => void) {
  const columns: DataTableColumn<ScholarRequestRow>[] = [
    {
      key: 'requested',
      header: 'Requested',
      card: 'title',
      cell: (r) => (
        <div>
          <Typography variant="body2">{formatDate(r.createdAt)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {r.requestedByName ?? '—'}
          </Typography>
        </div>
      ),
    },
    { key: 'scholars', header: 'Scholars', card: 'fact', cell: (r) => countsLabel(r) },
    { key: 'type', header: 'Scholar Type', cell: (r) => scholarTypeLabel(r.scholarType) },
    { key: 'notes', header: 'Notes', cell: (r) => r.notes ?? '—', width: '22%' },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (r) => <RequestStatusChip status={r.status} />,
    },
    {
      key: 'answer',
      header: "HR's Answer",
      // What the office waits for.
      card: 'fact',
      cell: (r) => <HrAnswerCell request={r} />,
      width: '24%',
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (r) =>
        r.allowedNextStatuses.includes('cancelled') && (
          <Button
            size="small"
            color="error"
            aria-label={`Withdraw the request of ${formatDate(r.createdAt)}`}
            onClick={() => {
              onWithdraw(r);
            }}
          >
            Withdraw
          </Button>
        ),
    },
  ];
  return columns;
}

/** The office's past requests, newest first, with their status and HR's answer, live. */
export function OfficeRequestList() {
  const params = useListParams([]);
  const list = useScholarRequests(NO_FILTER, params.page, '/office/requests');
  const [withdrawing, setWithdrawing] = useState<ScholarRequestRow | null>(null);

  return (
    <SectionCard
      title="Your Requests"
      description="Every request your office made, with its status and HR's answer."
    >
      <DataTable
        label="Scholar requests"
        columns={columnsOf(setWithdrawing)}
        rows={list.rows}
        rowKey={(request) => request.id}
        loading={list.loading}
        stale={list.stale}
        errorText="Could not load your office's requests."
        onRetry={list.retry}
        emptyText="No scholar requests yet."
        pagination={list.pagination}
        onPageChange={params.setPage}
      />
      <WithdrawRequestDialog
        request={withdrawing}
        onClose={() => {
          setWithdrawing(null);
        }}
      />
    </SectionCard>
  );
}
