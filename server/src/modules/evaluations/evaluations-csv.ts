import { toCsv } from '@sasm/csv';
import { TERM_LABELS } from '../../common/academic-term.js';
import { CRITERION_LABELS, EVALUATION_CRITERIA } from './evaluation-score.js';
import type { EvaluationRecord } from './evaluations.service.js';
import { dateFormat } from '../../common/date-format.js';

const PROGRAM_LABELS: Record<string, string> = {
  student_assistant: 'Student Assistant',
  student_marshal: 'Student Marshal',
};

/** The filtered list as staff print it: one row per evaluation, each criterion a column. */
export function evaluationsCsv(rows: EvaluationRecord[], timeZone: string): string {
  const submitted = dateFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return toCsv([
    [
      'Student',
      'E-mail',
      'Scholarship',
      'Office',
      'Term',
      'Academic Year',
      ...EVALUATION_CRITERIA.map((criterion) => CRITERION_LABELS[criterion]),
      'Score',
      'Remarks',
      'Evaluator',
      'Submitted',
    ],
    ...rows.map((row) => [
      `${row.firstName} ${row.lastName}`,
      row.email,
      PROGRAM_LABELS[row.program] ?? row.program,
      row.officeName,
      TERM_LABELS[row.term],
      row.academicYear,
      ...EVALUATION_CRITERIA.map(
        (criterion) => row.items.find((item) => item.criterion === criterion)?.rating ?? null,
      ),
      row.score === null ? null : row.score.toFixed(1),
      row.remarks,
      row.evaluatorName,
      submitted.format(row.submittedAt),
    ]),
  ]);
}
