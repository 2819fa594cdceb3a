import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

import { DataCards } from '@/components/data-table-cards';
import { ListMessage } from '@/components/list-message';
import { Pager, type PageInfo } from '@/components/pager';
import { usePhoneLayout } from '@/components/use-phone-layout';

const SKELETON_ROWS = 5;

/**
 * Where a column shows on the card each row becomes on a phone (below the md breakpoint): the
 * row's name, one of the (at most two) facts that matter, its status chip, or its primary
 * action. Columns without a part stay off the card; a list that names no title stays a table.
 */
export type CardPart = 'title' | 'fact' | 'status' | 'action';

export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  key: string;
  /** A fact's header also labels it on the card. */
  header: ReactNode;
  cell(row: Row): ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  card?: CardPart;
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
  if (!rows || rows.length === 0) {
    return (
      <TableRow>
        <TableCell colSpan={columns.length} sx={{ py: 6, textAlign: 'center' }}>
          <ListMessage {...props} failed={!rows} />
        </TableCell>
      </TableRow>
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

function TableView<Row>(props: DataTableProps<Row>) {
  const { label, columns, loading, stale = false } = props;
  return (
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
  );
}

/**
 * A staff list: a table with skeleton rows while the first page loads, an empty text, the
 * load error with Retry, and Previous / Next with "Page X of Y" under it. On a phone (below
 * md) each row is a card of the parts its columns name (CardPart), so nothing scrolls sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, pagination, onPageChange } = props;
  const asCards = usePhoneLayout() && columns.some((column) => column.card === 'title');
  return (
    <>
      {asCards ? <DataCards {...props} /> : <TableView {...props} />}
      {rows && pagination && pagination.totalItems > 0 && onPageChange && (
        <Pager pagination={pagination} onPageChange={onPageChange} label={`${label} pages`} />
      )}
    </>
  );
}
