import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { formatScore, termText } from '@/components/evaluation-labels';
import { PROGRAM_LABELS } from '@/components/program-labels';
import type { EvaluationList, EvaluationRow } from '@/features/evaluations/use-evaluations';
import { formatDate } from '@/lib/format-date';

interface EvaluationTableProps {
  list: EvaluationList;
  filtered: boolean;
  onClearFilters(): void;
  onView(evaluation: EvaluationRow): void;
  onPageChange(page: number): void;
}

function Student({ evaluation }: { evaluation: EvaluationRow }) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {evaluation.firstName} {evaluation.lastName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {evaluation.email}
      </Typography>
    </div>
  );
}

function columnsOf(onView: (evaluation: EvaluationRow) => void): DataTableColumn<EvaluationRow>[] {
  return [
    { key: 'student', header: 'Student', cell: (e) => <Student evaluation={e} /> },
    { key: 'scholarship', header: 'Scholarship', cell: (e) => PROGRAM_LABELS[e.program] },
    { key: 'office', header: 'Office', cell: (e) => e.officeName },
    { key: 'term', header: 'Term', cell: (e) => termText(e) },
    { key: 'score', header: 'Score', align: 'right', cell: (e) => formatScore(e.score) },
    { key: 'submitted', header: 'Submitted', cell: (e) => formatDate(e.submittedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (e) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`View the evaluation of ${e.firstName} ${e.lastName}`}
          onClick={() => {
            onView(e);
          }}
        >
          View
        </Button>
      ),
    },
  ];
}

/** A§2.5 table: Student, Scholarship, Office, Term, Score, Submitted, Actions (View), paged. */
export function EvaluationTable({
  list,
  filtered,
  onClearFilters,
  onView,
  onPageChange,
}: EvaluationTableProps) {
  return (
    <DataTable
      label="Evaluations"
      columns={columnsOf(onView)}
      rows={list.rows}
      rowKey={(evaluation) => evaluation.id}
      loading={list.loading}
      stale={list.stale}
      errorText="Could not load the evaluations."
      onRetry={list.retry}
      emptyText="No evaluations found."
      onClearFilters={filtered ? onClearFilters : undefined}
      pagination={list.pagination}
      onPageChange={onPageChange}
    />
  );
}
