import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { StatusChip, type StatusTone } from '@/components/status-chip';
import { countText } from '@/features/terms/open-work';
import type { TermClosureFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

type Closure = TermClosureFieldsFragment;
type ClosureState = 'inForce' | 'reopened';

const STATE_LABELS: Record<ClosureState, string> = { inForce: 'In force', reopened: 'Reopened' };
const STATE_TONES: Record<ClosureState, StatusTone> = { inForce: 'default', reopened: 'info' };

const COLUMNS: DataTableColumn<Closure>[] = [
  {
    key: 'closed',
    header: 'Closed',
    card: 'title',
    cell: (closure) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatDateTime(closure.closedAt)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          by {closure.closedByName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {countText(closure.openAtClose, 'item')} open at close ·{' '}
          {countText(closure.madeInactive, 'scholar')} made inactive
        </Typography>
      </>
    ),
  },
  {
    key: 'why',
    header: 'Why closed',
    card: 'fact',
    cell: (closure) => closure.closeReason ?? 'Nothing was open',
  },
  {
    key: 'reopened',
    header: 'Reopened',
    card: 'fact',
    cell: (closure) =>
      closure.reopenedAt ? (
        <>
          <Typography variant="body2">
            {formatDateTime(closure.reopenedAt)}
            {closure.reopenedByName && ` by ${closure.reopenedByName}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {closure.reopenReason}
          </Typography>
        </>
      ) : (
        '—'
      ),
  },
  {
    key: 'state',
    header: 'State',
    card: 'status',
    cell: (closure) => (
      <StatusChip
        status={closure.reopenedAt ? 'reopened' : 'inForce'}
        labels={STATE_LABELS}
        tones={STATE_TONES}
      />
    ),
  },
];

interface TermHistoryTableProps {
  history: Closure[] | undefined;
  loading: boolean;
  onRetry(): void;
}

/** Every closing of the term and its reopening, newest first (cards on a phone). */
export function TermHistoryTable({ history, loading, onRetry }: TermHistoryTableProps) {
  return (
    <DataTable
      label="Closings"
      columns={COLUMNS}
      rows={history}
      rowKey={(closure) => closure.id}
      loading={loading}
      errorText="Could not load the term’s history."
      onRetry={onRetry}
      emptyText="This term has never been closed."
    />
  );
}
