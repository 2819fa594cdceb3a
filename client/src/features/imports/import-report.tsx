import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { StatusChip } from '@/components/status-chip';
import { ApplyImportDialog } from '@/features/imports/apply-import-dialog';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from '@/features/imports/import-labels';
import { ImportRowsTabs } from '@/features/imports/import-rows-tabs';
import { ImportStatusPanel, ImportSummaryChips } from '@/features/imports/import-status-panel';
import { useImportReport } from '@/features/imports/use-import-report';
import type { ImportFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

/** A dry run with no rows in error may be applied; so may a stopped apply, to go on. */
function canApply(item: ImportFieldsFragment): boolean {
  if (item.errorCount > 0) return false;
  return (
    item.status === 'previewed' ||
    item.status === 'failed' ||
    (item.status === 'cancelled' && item.rowsDone > 0)
  );
}

function uploadedText(item: ImportFieldsFragment): string {
  const who = item.uploadedBy ? ` by ${item.uploadedBy}` : '';
  return `${KIND_LABELS[item.kind]}, uploaded${who} on ${formatDateTime(item.createdAt)}.`;
}

/** One import: its counts, where it stands, what to do next, and its rows by outcome. */
export function ImportReport({ id }: { id: string }) {
  const report = useImportReport(id);
  const { item } = report;
  if (!item) {
    if (report.loading) return <LinearProgress aria-label="Loading the import" />;
    return (
      <LoadErrorAlert
        message="Could not load the import."
        error={report.error}
        onRetry={report.refetch}
      />
    );
  }
  return (
    <SectionCard title={item.fileName} description={uploadedText(item)}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StatusChip status={item.status} labels={STATUS_LABELS} tones={STATUS_TONES} />
        </Stack>
        <ImportSummaryChips item={item} />
        <ImportStatusPanel item={item} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {canApply(item) && (
            <Button variant="contained" onClick={report.askApply}>
              {item.status === 'previewed' ? 'Apply…' : 'Apply again…'}
            </Button>
          )}
          {item.errorFile && (
            <Button variant="outlined" startIcon={<DownloadIcon />} href={item.errorFile} download>
              Download rows in error (CSV)
            </Button>
          )}
          {item.status === 'applying' && (
            <Button
              color="error"
              variant="outlined"
              disabled={item.cancelRequested || report.cancelling}
              onClick={() => {
                report.cancel(item);
              }}
            >
              {item.cancelRequested ? 'Cancelling…' : 'Cancel'}
            </Button>
          )}
          {item.status === 'previewed' && (
            <Button
              disabled={report.cancelling}
              onClick={() => {
                report.cancel(item);
              }}
            >
              Discard
            </Button>
          )}
        </Stack>
        <ImportRowsTabs item={item} />
      </Stack>
      <ApplyImportDialog {...report.dialog} />
    </SectionCard>
  );
}
