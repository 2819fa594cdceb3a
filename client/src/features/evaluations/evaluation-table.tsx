import Button from '@mui/material/Button';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PersonCell } from '@/components/person-cell';
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

function columnsOf(onView: (evaluation: EvaluationRow) => void): DataTableColumn<EvaluationRow>[] {
  return [
    {
      key: 'student',
      header: 'Student',
      card: 'title',
      cell: (e) => <PersonCell name={`${e.firstName} ${e.lastName}`} email={e.email} />,
    },
    { key: 'scholarship', header: 'Scholarship', cell: (e) => PROGRAM_LABELS[e.program] },
    { key: 'office', header: 'Office', card: 'fact', cell: (e) => e.officeName },
    { key: 'term', header: 'Term', cell: (e) => termText(e) },
    // No status: the score is what the card shows beside the name.
    {
      key: 'score',
      header: 'Score',
      align: 'right',
      card: 'fact',
      cell: (e) => formatScore(e.score),
    },
    { key: 'submitted', header: 'Submitted', cell: (e) => formatDate(e.submittedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
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
