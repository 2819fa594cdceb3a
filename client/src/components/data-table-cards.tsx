import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

import type { CardPart, DataTableColumn, DataTableProps } from '@/components/data-table';
import { DetailPairs } from '@/components/detail-pairs';
import { ListMessage } from '@/components/list-message';

const SKELETON_CARDS = 3;

const MAX_FACTS = 2;

function columnsFor<Row>(columns: DataTableColumn<Row>[], part: CardPart) {
  return columns.filter((column) => column.card === part);
}

function RowCard<Row>({ row, columns }: { row: Row; columns: DataTableColumn<Row>[] }) {
  const [title] = columnsFor(columns, 'title');
  const [status] = columnsFor(columns, 'status');
  const [action] = columnsFor(columns, 'action');
  const facts = columnsFor(columns, 'fact').slice(0, MAX_FACTS);
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>{title?.cell(row)}</Box>
          {status && <Box sx={{ flexShrink: 0 }}>{status.cell(row)}</Box>}
        </Stack>
        {facts.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <DetailPairs
              rows={facts.map((fact) => [
                typeof fact.header === 'string' ? fact.header : fact.key,
                fact.cell(row),
              ])}
            />
          </Box>
        )}
        {action && (
          <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
            {action.cell(row)}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The phone's form of a DataTable: a card per row, of the parts its columns name. */
export function DataCards<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, loading, stale = false } = props;
  if (!rows && loading) {
    return (
      <Stack spacing={1.5} aria-hidden>
        {Array.from({ length: SKELETON_CARDS }, (_, card) => (
          <Skeleton key={card} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <ListMessage {...props} failed={!rows} />
      </Paper>
    );
  }
  return (
    <>
      {stale && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} sx={{ mb: 1 }} />}
      <Stack
        component="ul"
        aria-label={label}
        aria-busy={loading}
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {rows.map((row) => (
          <RowCard key={props.rowKey(row)} row={row} columns={columns} />
        ))}
      </Stack>
    </>
  );
}
