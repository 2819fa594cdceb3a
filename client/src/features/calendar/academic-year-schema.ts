import { zodResolver } from '@hookform/resolvers/zod';

import { TERM_LABELS } from '@/components/evaluation-labels';
import {
  dayAfter,
  isDate,
  longDate,
  startYearOf,
  TERM_ORDER,
} from '@/features/calendar/calendar-dates';
import { z } from '@/lib/zod';

// The server's rules and words (calendar-rules.ts), checked before sending; overlaps with other
// years are the server's alone to find.
export const YEAR_MESSAGES = {
  date: 'Enter a date',
  endBeforeStart: 'The term must end on or after the day it starts',
  firstStartsInYear: (year: number) => `The First Semester must start in ${String(year)}`,
};

const termSchema = z.object({
  term: z.enum(TERM_ORDER),
  startsOn: z.string(),
  endsOn: z.string(),
});

const yearSchema = (academicYear: string) =>
  z.object({ terms: z.array(termSchema) }).check(
    z.superRefine(({ terms }, ctx) => {
      const issue = (path: (string | number)[], message: string) => {
        ctx.addIssue({ code: 'custom', path, message });
      };
      terms.forEach((term, index) => {
        const valid = { startsOn: isDate(term.startsOn), endsOn: isDate(term.endsOn) };
        if (!valid.startsOn) issue(['terms', index, 'startsOn'], YEAR_MESSAGES.date);
        if (!valid.endsOn) issue(['terms', index, 'endsOn'], YEAR_MESSAGES.date);
        if (!valid.startsOn || !valid.endsOn) return;
        if (term.endsOn < term.startsOn)
          issue(['terms', index, 'endsOn'], YEAR_MESSAGES.endBeforeStart);
        const before = terms[index - 1];
        if (before && isDate(before.endsOn) && term.startsOn !== dayAfter(before.endsOn)) {
          const start = longDate(dayAfter(before.endsOn));
          issue(
            ['terms', index, 'startsOn'],
            `The ${TERM_LABELS[term.term]} must start on ${start}, the day after the ${TERM_LABELS[before.term]} ends`,
          );
        }
      });
      const first = terms[0];
      const start = startYearOf(academicYear);
      if (first && isDate(first.startsOn) && Number(first.startsOn.slice(0, 4)) !== start)
        issue(['terms', 0, 'startsOn'], YEAR_MESSAGES.firstStartsInYear(start));
    }),
  );

export type AcademicYearValues = z.input<ReturnType<typeof yearSchema>>;

export const academicYearResolver = (academicYear: string) => zodResolver(yearSchema(academicYear));
