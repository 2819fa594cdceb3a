import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { formatCount, outcomeLabel } from '@/features/imports/import-labels';
import {
  ImportRowsDocument,
  type ImportRowAction,
  type ImportRowFieldsFragment,
} from '@/gql/graphql';

const PAGE_SIZE = 20;

type Row = ImportRowFieldsFragment;

/** One cell's problem, a line of the errors table. */
interface ErrorLine {
  key: string;
  row: number;
  label: string;
  header: string;
  message: string;
}

const rowNumber = (row: number) => (
  <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
    Row {formatCount(row)}
  </Typography>
);

const ERROR_COLUMNS: DataTableColumn<ErrorLine>[] = [
  { key: 'row', header: 'Row', card: 'title', width: 100, cell: (line) => rowNumber(line.row) },
  { key: 'column', header: 'Column', card: 'fact', width: 200, cell: (line) => line.header },
  { key: 'message', header: 'Message', card: 'fact', cell: (line) => line.message },
  { key: 'label', header: 'Record', cell: (line) => line.label },
];

function rowColumns(action: ImportRowAction): DataTableColumn<Row>[] {
  const list: DataTableColumn<Row>[] = [
    { key: 'row', header: 'Row', card: 'title', width: 100, cell: (row) => rowNumber(row.row) },
    {
      key: 'label',
      header: 'Record',
      card: 'fact',
      cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.label}</span>,
    },
  ];
  if (action === 'update')
    list.push({
      key: 'changes',
      header: 'Changes',
      card: 'fact',
      cell: (row) => row.changes.join(', '),
    });
  return list;
}

const errorLines = (rows: Row[]): ErrorLine[] =>
  rows.flatMap((row) =>
    row.errors.map((error, index) => ({
      key: `${String(row.row)}-${error.column}-${String(index)}`,
      row: row.row,
      label: row.label,
      header: error.header,
      message: error.message,
    })),
  );

interface ImportRowsTableProps {
  importId: string;
  action: ImportRowAction;
  applied: boolean;
}

/** One outcome's rows, in the file's order, a page at a time; errors a line per cell. */
export function ImportRowsTable({ importId, action, applied }: ImportRowsTableProps) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(ImportRowsDocument, {
    variables: { id: importId, action, page, limit: PAGE_SIZE },
  });
  const shown = (data ?? previousData)?.import.rows;
  const common = {
    loading,
    stale: loading && shown !== undefined,
    errorText: 'Could not load the rows.',
    onRetry: () => void refetch(),
    emptyText: `No rows ${outcomeLabel(action, applied)}.`,
    pagination: shown?.pagination,
    onPageChange: setPage,
  };
  const rows = error && !loading ? undefined : shown?.items;
  if (action === 'error')
    return (
      <DataTable
        label="Rows in error"
        columns={ERROR_COLUMNS}
        rows={rows && errorLines(rows)}
        rowKey={(line) => line.key}
        {...common}
      />
    );
  return (
    <DataTable
      label={`Rows ${outcomeLabel(action, applied)}`}
      columns={rowColumns(action)}
      rows={rows}
      rowKey={(row) => String(row.row)}
      {...common}
    />
  );
}
