import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';

import type { DayFigures } from '@/features/dtr/day-figures';
import { TimeFields, type TimeCellsProps } from '@/features/dtr/time-cells';
import type { DtrDayFieldsFragment } from '@/gql/graphql';

/** Below `md` a month is a list of day cards: 31 rows of eight columns do not fit a phone. */
export const useDayCards = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/** What a day shows, in its grid row or on its card. */
export interface DayParts {
  times: TimeCellsProps;
  figures: DayFigures;
  /** The status chip and notes. */
  status: ReactNode;
  /** Save, and the office's actions. */
  action: ReactNode;
}

/** The month as one card per day (phones). */
export function DayCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

interface DayCardProps {
  day: Pick<DtrDayFieldsFragment, 'day' | 'weekday' | 'dutyDay'>;
  parts: DayParts;
  /** Late and Undertime beside Total Hours (the student's columns). */
  lateness: boolean;
}

/** One day of the month on a phone: the day, its status, times (the phone's own picker), hours and action. */
export function DayCard({ day, parts, lateness }: DayCardProps) {
  const { figures } = parts;
  const titleId = useId();
  const shown: [string, string][] = lateness
    ? [
        ['Total Hours', figures.total],
        ['Late', figures.late],
        ['Undertime', figures.undertime],
      ]
    : [['Total Hours', figures.total]];
  return (
    <li>
      <Card
        variant="outlined"
        component="article"
        aria-labelledby={titleId}
        sx={day.dutyDay ? undefined : { bgcolor: 'action.hover' }}
      >
        <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
          <Stack spacing={1.5}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
            >
              <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                Day {day.day}, {day.weekday}
              </Typography>
              <Box sx={{ textAlign: 'right', minWidth: 0 }}>{parts.status}</Box>
            </Stack>
            <TimeFields {...parts.times} />
            {figures.total !== '' && (
              <Box
                component="dl"
                sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0 }}
              >
                {shown.map(([term, value]) => (
                  <Box key={term} sx={{ display: 'flex', gap: 0.5 }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {term}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {parts.action}
          </Stack>
        </CardContent>
      </Card>
    </li>
  );
}
