import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ReapplicationStatusChip } from '@/components/reapplication-status-chip';
import type { ReapplicationFieldsFragment } from '@/gql/graphql';
import { formatDate, formatDateTime } from '@/lib/format-date';

const MEANING: Record<ReapplicationFieldsFragment['status'], string> = {
  pending: 'HR has not looked at it yet.',
  under_review: 'HR is reviewing it.',
  accepted: 'Your scholarship continues for this term.',
  rejected: 'Your scholarship does not continue for this term.',
};

/** One re-application as the student sees it: term, status, what it means, HR's comments. */
export function ReapplicationStatusCard({ row }: { row: ReapplicationFieldsFragment }) {
  return (
    <Card variant="outlined" component="article" aria-label={`Re-application ${row.termLabel}`}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {row.termLabel}
            </Typography>
            <ReapplicationStatusChip status={row.status} />
          </Stack>
          <Typography variant="body2">{MEANING[row.status]}</Typography>
          <Typography variant="body2" color="text.secondary">
            Submitted {formatDate(row.createdAt)}
            {row.decidedAt && row.decidedByName
              ? ` · last decision by ${row.decidedByName}, ${formatDateTime(row.decidedAt)}`
              : ''}
          </Typography>
          {row.hrComments && (
            <Typography variant="body2">
              <strong>HR comments:</strong> {row.hrComments}
            </Typography>
          )}
          {row.gradesFile && (
            <Link href={row.gradesFile.url} target="_blank" rel="noopener" variant="body2">
              Grades attached: {row.gradesFile.name}
            </Link>
          )}
          {row.gradeReport && (
            <Typography variant="body2">
              Grades attached: saved report {row.gradeReport.termLabel}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
