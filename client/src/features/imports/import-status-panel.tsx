import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import {
  ACTIONS,
  formatCount,
  outcomeCounts,
  outcomeLabel,
  rowsText,
} from '@/features/imports/import-labels';
import type { ImportFieldsFragment, ImportRowAction } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

const CHIP_COLORS: Record<ImportRowAction, 'success' | 'info' | 'default' | 'error'> = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  error: 'error',
};

/** "2 to create", "1 in error": the file's counts at a glance. */
export function ImportSummaryChips({ item }: { item: ImportFieldsFragment }) {
  const counts = outcomeCounts(item);
  const applied = item.status === 'applied';
  return (
    <Stack
      component="ul"
      aria-label="Counts"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {ACTIONS.map((action) => (
        <li key={action}>
          <Chip
            variant={counts[action] > 0 ? 'filled' : 'outlined'}
            color={counts[action] > 0 ? CHIP_COLORS[action] : 'default'}
            label={`${formatCount(counts[action])} ${outcomeLabel(action, applied)}`}
          />
        </li>
      ))}
    </Stack>
  );
}

function mailText(item: ImportFieldsFragment): string {
  if (item.kind === 'offices') return '';
  if (item.kind === 'office_staff')
    return item.sendMail
      ? ' Each new invitation was mailed.'
      : ' No invitation was mailed: send them from Users → Invitations.';
  return item.sendMail
    ? ' Each new account was mailed a link to choose a password.'
    : ' No mail was sent: the new accounts choose a password through “Forgot your password?” on the sign-in page.';
}

/** Where the import stands: what to do next, its progress, or how it ended. */
export function ImportStatusPanel({ item }: { item: ImportFieldsFragment }) {
  switch (item.status) {
    case 'previewed':
      return item.errorCount > 0 ? (
        <Alert severity="warning">
          {item.errorCount === 1 ? '1 row is' : `${formatCount(item.errorCount)} rows are`} in
          error, so nothing can be written yet. Download the rows in error, fix them in your file
          and upload it again.
        </Alert>
      ) : (
        <Alert severity="info">Checked; nothing is written until you apply it.</Alert>
      );
    case 'applying': {
      const percent = item.rowsTotal > 0 ? (100 * item.rowsDone) / item.rowsTotal : 0;
      return (
        <Stack spacing={1} role="status">
          <Typography>
            {item.cancelRequested ? 'Stopping before the next batch: ' : 'Applying: '}
            {formatCount(item.rowsDone)} of {rowsText(item.rowsTotal)} written.
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-label="Rows written" />
        </Stack>
      );
    }
    case 'applied':
      return (
        <Alert severity="success">
          Applied{item.appliedBy ? ` by ${item.appliedBy}` : ''}
          {item.appliedAt ? ` on ${formatDateTime(item.appliedAt)}` : ''}:{' '}
          {formatCount(item.createdRows)} created, {formatCount(item.updatedRows)} updated,{' '}
          {formatCount(item.unchangedRows)} unchanged.{mailText(item)}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error">{item.note ?? 'The apply stopped.'} Apply it again to go on.</Alert>
      );
    case 'cancelled':
      return <Alert severity="info">{item.note ?? 'Discarded: nothing was written.'}</Alert>;
  }
}
