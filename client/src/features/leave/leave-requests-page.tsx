import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
import { LEAVE_STATUS_LABELS, OFFICE_STATUS_FILTER } from '@/features/leave/leave-labels';
import { LeaveTable } from '@/features/leave/leave-table';
import { LeaveTotals } from '@/features/leave/leave-totals';
import { useLeaveFilters, useLeaveList } from '@/features/leave/use-leave-list';
import type { LeaveStatus } from '@/gql/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const LeaveDecisionDialog = lazyDialog(
  () => import('@/features/leave/leave-decision-dialog').then((m) => m.LeaveDecisionDialog),
  (props) => props.leave !== null,
);

const TITLE = 'Leave Requests';

/** A§2.4 Leave Requests: the office's scholars' leave, decided in the Actions modal. */
export default function LeaveRequestsPage() {
  usePageTitle(TITLE);
  const toast = useToast();
  const filters = useLeaveFilters();
  const list = useLeaveList(filters, '/office/leave-requests');
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.rows?.find((leave) => leave.id === openId) ?? null;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <LeaveTotals totals={list.totals} />
      <FilterPanel
        values={[filters.status]}
        search={{
          label: 'Search by student name or ID',
          value: filters.search,
          onSearch: filters.setSearch,
        }}
      >
        <FilterSelect<LeaveStatus>
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          labels={OFFICE_STATUS_FILTER as Record<LeaveStatus, string>}
          onChange={filters.setStatus}
        />
      </FilterPanel>
      <LeaveTable
        list={list}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        onActions={(leave) => {
          setOpenId(leave.id);
        }}
        onPageChange={filters.setPage}
      />
      <LeaveDecisionDialog
        leave={open}
        title="Leave Request Actions"
        note="remarks"
        choiceAs="buttons"
        reload={list.refetch}
        onClose={() => {
          setOpenId(null);
        }}
        onDecided={(leave, status) => {
          setOpenId(null);
          toast.show(
            `${leave.studentName}’s leave is ${LEAVE_STATUS_LABELS[status].toLowerCase()}.`,
            {
              type: 'success',
            },
          );
        }}
      />
    </Container>
  );
}
