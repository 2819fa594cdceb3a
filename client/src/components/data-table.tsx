import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { Pager, type PageInfo } from '@/components/pager';

const SKELETON_ROWS = 5;

export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology ("Applications"). */
  label: string;
  columns: DataTableColumn<Row>[];
  /** The page shown; undefined while the first page loads or after a failure. */
  rows: Row[] | undefined;
  rowKey(row: Row): string;
  loading: boolean;
  /** Another page or filter is loading while the last rows stay shown. */
  stale?: boolean;
  /** Shown (with Retry) when there are no rows and nothing is loading. */
  errorText: string;
  onRetry(): void;
  /** The text of an empty page, e.g. 'No scholars found.' */
  emptyText: string;
  /** Given while filters are set: an empty page then offers Clear filters. */
  onClearFilters?(): void;
  /** Omitted for a list that is not paged. */
  pagination?: PageInfo;
  onPageChange?(page: number): void;
}

function MessageRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={span} sx={{ py: 6, textAlign: 'center' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

function Body<Row>(props: DataTableProps<Row>) {
  const { columns, rows, loading } = props;
  if (!rows && loading) {
    return Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <TableRow key={row} aria-hidden>
        {columns.map((column) => (
          <TableCell key={column.key}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  if (!rows) {
    return (
      <MessageRow span={columns.length}>
        <LoadErrorAlert message={props.errorText} onRetry={props.onRetry} />
      </MessageRow>
    );
  }
  if (rows.length === 0) {
    return (
      <MessageRow span={columns.length}>
        <Typography color="text.secondary">{props.emptyText}</Typography>
        {props.onClearFilters && (
          <Button onClick={props.onClearFilters} sx={{ mt: 1 }}>
            Clear filters
          </Button>
        )}
      </MessageRow>
    );
  }
  return rows.map((row) => (
    <TableRow key={props.rowKey(row)} hover>
      {columns.map((column) => (
        <TableCell key={column.key} align={column.align}>
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  ));
}

/**
 * A staff list: a table with skeleton rows while the first page loads, an empty text, the
 * load error with Retry, and Previous / Next with "Page X of Y" under it.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, loading, stale = false, pagination, onPageChange } = props;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        {stale && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />}
        <Table aria-label={label} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <Body {...props} />
          </TableBody>
        </Table>
      </TableContainer>
      {rows && pagination && pagination.totalItems > 0 && onPageChange && (
        <Pager pagination={pagination} onPageChange={onPageChange} label={`${label} pages`} />
      )}
    </>
  );
}
