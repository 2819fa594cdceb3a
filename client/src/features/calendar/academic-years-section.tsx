import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { AcademicYearCard } from '@/features/calendar/academic-year-card';
import { nextYearTerms, yearAfter, type TermRange } from '@/features/calendar/calendar-dates';
import type { AcademicYearFieldsFragment } from '@/gql/graphql';

interface YearDraft {
  academicYear: string;
  terms: TermRange[];
}

/**
 * The academic years the server knows (those set, and the current and next by the default rule),
 * then the years HR added here and has not saved yet, prefilled from the year before.
 */
export function AcademicYearsSection({ years }: { years: AcademicYearFieldsFragment[] }) {
  const [added, setAdded] = useState<YearDraft[]>([]);
  const known = new Set(years.map((year) => year.academicYear));
  // A year added here is the server's once saved.
  const drafts = added.filter((draft) => !known.has(draft.academicYear));
  const last = drafts[drafts.length - 1] ?? years[years.length - 1];
  const next = last && {
    academicYear: yearAfter(last.academicYear),
    terms: nextYearTerms(last.terms),
  };
  return (
    <Stack spacing={2}>
      {years.map((year) => (
        <AcademicYearCard
          key={year.academicYear}
          academicYear={year.academicYear}
          terms={year.terms}
          custom={year.custom}
        />
      ))}
      {drafts.map((draft) => (
        <AcademicYearCard
          key={draft.academicYear}
          academicYear={draft.academicYear}
          terms={draft.terms}
          custom={false}
        />
      ))}
      {next && (
        <div>
          <Button
            startIcon={<AddIcon />}
            onClick={() => {
              setAdded([...drafts, next]);
            }}
          >
            Add {next.academicYear}
          </Button>
        </div>
      )}
    </Stack>
  );
}
