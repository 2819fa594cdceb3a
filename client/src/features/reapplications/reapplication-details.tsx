import Link from '@mui/material/Link';

import { DetailPairs } from '@/components/detail-pairs';
import { signatureLine, studentHeaderPairs } from '@/components/student-form-fields';
import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import type { ReapplicationReviewQuery } from '@/gql/graphql';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { formatHours } from '@/lib/format-hours';

type Review = ReapplicationReviewQuery['reapplication'];

/** The A§2.3 form as the scholar submitted it, with the grades attachment. */
export function ReapplicationDetails({ row }: { row: Review }) {
  const grades = row.gradesFile ? (
    <Link href={row.gradesFile.url} target="_blank" rel="noopener">
      {row.gradesFile.name}
    </Link>
  ) : row.gradeReport ? (
    <>
      Saved grade report {row.gradeReport.termLabel}
      {row.gradeReport.generalAverage != null
        ? `, general average ${String(row.gradeReport.generalAverage)}`
        : ''}
      {row.gradeReport.sourceUrl && (
        <>
          {' '}
          (
          <Link href={row.gradeReport.sourceUrl} target="_blank" rel="noopener">
            grade slip
          </Link>
          )
        </>
      )}
    </>
  ) : (
    'None'
  );
  return (
    <DetailPairs
      label="Re-application as submitted"
      rows={[
        ['Scholarship', PROGRAM_LABELS[row.program as ScholarProgram]],
        ...studentHeaderPairs(row),
        ['Effectivity date of Scholarship', row.effectivityDate && formatDay(row.effectivityDate)],
        ['No. of years / months in service', row.yearsInService],
        ['Term', row.termLabel],
        ['Reasons for Re-Application', row.reasons],
        ['Signature over Printed Name', signatureLine(row)],
        ['Recent grades', grades],
        ['Submitted', formatDateTime(row.createdAt)],
      ]}
    />
  );
}

/** What decides it: the office, confirmed hours this term, latest evaluation and grades. */
export function ReapplicationFacts({ facts }: { facts: Review['facts'] }) {
  const termOf = (term: string | null | undefined) => (term ? ` (${term})` : '');
  return (
    <DetailPairs
      label="Facts"
      rows={[
        ['Office', facts.officeName],
        [`Confirmed hours, ${facts.hoursTermLabel}`, formatHours(facts.confirmedHours)],
        [
          'Latest evaluation score',
          facts.latestEvaluationScore != null
            ? `${facts.latestEvaluationScore.toFixed(1)} / 5${termOf(facts.latestEvaluationTerm)}`
            : 'Not evaluated yet',
        ],
        [
          'Latest general average',
          facts.latestGeneralAverage != null
            ? `${String(facts.latestGeneralAverage)}${termOf(facts.latestGradesTerm)}`
            : 'No saved grades',
        ],
      ]}
    />
  );
}
