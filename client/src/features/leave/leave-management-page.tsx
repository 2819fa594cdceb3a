import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { FilterSelect } from '@/components/filter-select';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { LeaveCard } from '@/features/leave/leave-card';
import { LEAVE_STATUS_LABELS, LEAVE_TYPE_LABELS } from '@/features/leave/leave-labels';
import { useLeaveFilters, useLeaveList } from '@/features/leave/use-leave-list';
import type { LeaveStatus, LeaveType } from '@/gql/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';
import { LIST_ITEM, onListArrowKeys } from '@/lib/list-arrow-keys';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const LeaveDecisionDialog = lazyDialog(
  () => import('@/features/leave/leave-decision-dialog').then((m) => m.LeaveDecisionDialog),
  (props) => props.leave !== null,
);

const TITLE = 'Leave Management';

/** The request whose dialog is open, and the status picked in its card's select, if any. */
interface Opened {
  id: string;
  status?: LeaveStatus;
}

/**
 * A§2.5 Leave Management: every office's leave as cards, HR's status and note. The card's
 * status select (the spec's control) saves nothing: what it picks opens the Leave details
 * dialog to confirm, with the note, so a slip of the arrow keys decides nobody's leave.
 */
export default function LeaveManagementPage() {
  usePageTitle(TITLE);
  const toast = useToast();
  const filters = useLeaveFilters();
  // HR hears of nothing by notice here; offices' decisions show when the page opens or reloads.
  const list = useLeaveList(filters, '/leave-management');
  const [opened, setOpened] = useState<Opened | null>(null);
  const openedLeave = list.rows?.find((leave) => leave.id === opened?.id) ?? null;
  // Gone from the page (decided elsewhere, out of the filter): its dialog closes for good.
  if (opened && list.rows && !openedLeave) setOpened(null);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }} onKeyDown={onListArrowKeys}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search by name"
          value={filters.search}
          onSearch={filters.setSearch}
          sx={{ flex: 2 }}
          focusOnOpen
        />
        <FilterSelect<LeaveStatus>
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          labels={LEAVE_STATUS_LABELS}
          onChange={filters.setStatus}
        />
        <FilterSelect<LeaveType>
          label="Type"
          allLabel="All types"
          value={filters.type}
          labels={LEAVE_TYPE_LABELS}
          onChange={filters.setType}
        />
      </Stack>
      {list.loading && <LinearProgress aria-label="Loading leave requests" sx={{ mb: 1 }} />}
      {!list.rows && !list.loading && (
        <LoadErrorAlert message="Could not load the leave requests." onRetry={list.retry} />
      )}
      {list.rows?.length === 0 && (
        <Stack sx={{ py: 6, alignItems: 'center' }}>
          <Typography color="text.secondary">No leave requests found.</Typography>
          {filters.filtered && <Button onClick={filters.clear}>Clear filters</Button>}
        </Stack>
      )}
      <Grid container spacing={2} component="section" aria-label="Leave requests">
        {list.rows?.map((leave) => (
          <Grid key={leave.id} size={{ xs: 12, md: 6 }}>
            <Box {...LIST_ITEM}>
              <LeaveCard
                leave={leave}
                shownStatus={(opened?.id === leave.id && opened.status) || leave.status}
                onStatus={(status) => {
                  setOpened({ id: leave.id, status });
                }}
                onEdit={() => {
                  setOpened({ id: leave.id });
                }}
              />
            </Box>
          </Grid>
        ))}
      </Grid>
      {list.pagination && list.pagination.totalItems > 0 && (
        <Pager
          pagination={list.pagination}
          onPageChange={filters.setPage}
          label="Leave requests pages"
        />
      )}
      <LeaveDecisionDialog
        leave={openedLeave}
        initialStatus={opened?.status}
        title="Leave details"
        note="hrNote"
        choiceAs="select"
        submitLabel="Confirm"
        reload={list.refetch}
        onClose={() => {
          setOpened(null);
        }}
        onDecided={(leave, status) => {
          setOpened(null);
          const said =
            status === leave.status
              ? 'was saved'
              : `is ${LEAVE_STATUS_LABELS[status].toLowerCase()}`;
          toast.show(`${leave.studentName}’s leave ${said}.`, { type: 'success' });
        }}
      />
    </Container>
  );
}
