import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { StatusChip } from '@/components/status-chip';
import {
  countsText,
  KIND_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
} from '@/features/imports/import-labels';
import { ImportsDocument, type ImportFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

const PAGE_SIZE = 10;

type Item = ImportFieldsFragment;

const COLUMNS: DataTableColumn<Item>[] = [
  {
    key: 'file',
    header: 'File',
    card: 'title',
    cell: (item) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.fileName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(item.createdAt)}
          {item.uploadedBy ? ` · ${item.uploadedBy}` : ''}
        </Typography>
      </>
    ),
  },
  { key: 'kind', header: 'Kind', card: 'fact', cell: (item) => KIND_LABELS[item.kind] },
  { key: 'counts', header: 'Rows', card: 'fact', cell: countsText },
  {
    key: 'status',
    header: 'Status',
    card: 'status',
    cell: (item) => <StatusChip status={item.status} labels={STATUS_LABELS} tones={STATUS_TONES} />,
  },
  {
    key: 'open',
    header: 'Report',
    card: 'action',
    align: 'right',
    cell: (item) => (
      <Button
        size="small"
        component={RouterLink}
        to={`?import=${item.id}`}
        aria-label={`Open the report of ${item.fileName}, ${formatDateTime(item.createdAt)}`}
      >
        Open
      </Button>
    ),
  },
];

/** Every import, newest first: when, who, what, how it ended; each opens its report. */
export function ImportHistory() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(ImportsDocument, {
    variables: { page, limit: PAGE_SIZE },
  });
  const shown = (data ?? previousData)?.imports;
  return (
    <DataTable
      label="Imports"
      columns={COLUMNS}
      rows={error && !loading ? undefined : shown?.items}
      rowKey={(item) => item.id}
      loading={loading}
      stale={loading && shown !== undefined}
      errorText="Could not load the imports."
      onRetry={() => void refetch()}
      emptyText="No imports yet. The files you upload are listed here with their reports."
      pagination={shown?.pagination}
      onPageChange={setPage}
    />
  );
}
