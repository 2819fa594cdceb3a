import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { AnalyticsCard } from '@/features/analytics/analytics-card';
import { days, statusLabel } from '@/features/analytics/analytics-labels';
import { CsvButton } from '@/features/analytics/csv-button';

interface DecisionTimesCardProps {
  avgDecisionDays: number | null;
  stages: Array<{ status: string; medianDays: number; count: number }>;
  fileSuffix: string;
}

/** How long decisions take: the mean to a decision and the median stay in each stage. */
export function DecisionTimesCard({ avgDecisionDays, stages, fileSuffix }: DecisionTimesCardProps) {
  return (
    <AnalyticsCard
      title="Time to Decision"
      actions={
        <CsvButton
          what="the time in each stage"
          filename={`time-in-stage-${fileSuffix}.csv`}
          header={['stage', 'median days', 'stays measured']}
          rows={() => [
            ...stages.map((row) => [statusLabel(row.status), row.medianDays, row.count]),
            ['submission to decision (mean)', avgDecisionDays, null],
          ]}
        />
      }
    >
      <Typography variant="body1">
        Average from submission to decision:{' '}
        <strong>{avgDecisionDays === null ? '—' : days(avgDecisionDays)}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Applications accepted, rejected or failed at interview in the range.
      </Typography>
      {stages.length === 0 ? (
        <Typography color="text.secondary">No application left a stage in this range.</Typography>
      ) : (
        <Table size="small" aria-label="Median time in each stage">
          <TableHead>
            <TableRow>
              <TableCell>Stage</TableCell>
              <TableCell align="right">Median time</TableCell>
              <TableCell align="right">Stays measured</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stages.map((row) => (
              <TableRow key={row.status}>
                <TableCell sx={{ textTransform: 'capitalize' }}>
                  {statusLabel(row.status)}
                </TableCell>
                <TableCell align="right">{days(row.medianDays)}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AnalyticsCard>
  );
}
