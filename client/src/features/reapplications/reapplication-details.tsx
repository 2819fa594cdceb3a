import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import type { ReapplicationReviewQuery } from '@/gql/graphql';
import { formatDateTime, formatDay } from '@/lib/format-date';

type Review = ReapplicationReviewQuery['reapplication'];

function Pairs({ label, rows }: { label: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

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
    <Pairs
      label="Re-application as submitted"
      rows={[
        ['Scholarship', PROGRAM_LABELS[row.program as ScholarProgram]],
        ['Name', row.name],
        ['ID #', row.idNumber],
        ['School / Department', row.schoolDept],
        ['Course & Year', row.courseYear],
        ['Effectivity date of Scholarship', row.effectivityDate && formatDay(row.effectivityDate)],
        ['No. of years / months in service', row.yearsInService],
        ['Term', row.termLabel],
        ['Reasons for Re-Application', row.reasons],
        [
          'Signature over Printed Name',
          row.signatureName &&
            `${row.signatureName}${row.signatureDate ? `, ${formatDay(row.signatureDate)}` : ''}`,
        ],
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
    <Pairs
      label="Facts"
      rows={[
        ['Office', facts.officeName],
        [`Confirmed hours, ${facts.hoursTermLabel}`, facts.confirmedHours.toFixed(2)],
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
