import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { SystemBackupsDocument, type SystemBackupsQuery } from '@/gql/graphql';

type Last = NonNullable<SystemBackupsQuery['backupStatus']['last']>;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** "System": the last backup (time, size, outcome) and the next scheduled run, for hr and admin. */
export function SystemCard() {
  const { data, error, refetch } = useQuery(SystemBackupsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const status = data?.backupStatus;
  return (
    <SectionCard title="System" description="Backups of the database and the uploaded files.">
      {error && <LoadErrorAlert message="Could not load the backup status." onRetry={refetch} />}
      {status && (
        <Stack spacing={1}>
          <LastBackup last={status.last ?? null} />
          <Typography variant="body2">
            Next backup:{' '}
            {status.nextRunAt ? when(status.nextRunAt) : 'not scheduled (BACKUP_SCHEDULE is off)'}
            {status.encrypted ? ' · archives encrypted' : ''}
          </Typography>
        </Stack>
      )}
    </SectionCard>
  );
}

function LastBackup({ last }: { last: Last | null }) {
  if (!last) return <Alert severity="warning">No backup has been made yet.</Alert>;
  if (last.outcome === 'failed')
    return (
      <Alert severity="error">
        The last backup failed ({when(last.startedAt)}): {last.error}
      </Alert>
    );
  if (last.outcome === 'running')
    return <Alert severity="info">A backup is running (since {when(last.startedAt)}).</Alert>;
  return (
    <Alert severity="success">
      Last backup {when(last.finishedAt ?? last.startedAt)}
      {last.size != null ? `, ${megabytes(last.size)}` : ''} — succeeded.
    </Alert>
  );
}
