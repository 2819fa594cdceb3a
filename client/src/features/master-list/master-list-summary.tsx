import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PROGRAM_LABELS } from '@/components/program-labels';
import type { MasterListSummary as Summary } from '@/features/master-list/use-master-list';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

/** A heading and its counts, "Library 12 · Registrar 3". */
function Breakdown({ label, parts }: { label: string; parts: Array<[string, number]> }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong>{' '}
      {parts.length === 0
        ? 'none'
        : parts.map(([name, count]) => `${name} ${String(count)}`).join(' · ')}
    </Typography>
  );
}

/** The whole filtered list in figures: total, male, female, per type, per office. */
export function MasterListSummary({ summary }: { summary: Summary | undefined }) {
  if (!summary) return <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />;
  return (
    <section aria-label="Summary">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        <Figure label="Total" value={summary.total} />
        <Figure label="Male" value={summary.male} />
        <Figure label="Female" value={summary.female} />
      </Stack>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Breakdown
          label="Per type"
          parts={summary.byProgram.map((p) => [PROGRAM_LABELS[p.program], p.count])}
        />
        <Breakdown
          label="Per office"
          parts={summary.byOffice.map((o) => [o.officeName, o.count])}
        />
      </Stack>
    </section>
  );
}
