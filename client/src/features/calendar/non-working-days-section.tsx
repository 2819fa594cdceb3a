import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';

import { SelectField } from '@/components/select-field';
import { dayWithWeekday, today, yearHolding } from '@/features/calendar/calendar-dates';
import { KIND_LABELS } from '@/features/calendar/calendar-labels';
import { NonWorkingDayDialog } from '@/features/calendar/non-working-day-dialog';
import { NonWorkingDaysTable } from '@/features/calendar/non-working-days-table';
import { RemoveDayDialog } from '@/features/calendar/remove-day-dialog';
import {
  CalendarOfficesDocument,
  NonWorkingDaysDocument,
  RemoveNonWorkingDayDocument,
  type AcademicYearFieldsFragment,
  type NonWorkingDayFieldsFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';

type Day = NonWorkingDayFieldsFragment;

/** The removal asked for in the confirm dialog, and its outcome. */
function useRemoval(onRemoved: (day: Day) => void) {
  const [asked, setAsked] = useState<Day | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(RemoveNonWorkingDayDocument, {
    refetchQueries: [NonWorkingDaysDocument],
    awaitRefetchQueries: true,
  });
  return {
    asked,
    failure,
    busy: loading,
    ask: (day: Day) => {
      setFailure(null);
      setAsked(day);
    },
    cancel: () => {
      setAsked(null);
    },
    confirm: async (day: Day) => {
      try {
        await remove({ variables: { id: day.id } });
        setAsked(null);
        onRemoved(day);
      } catch (error) {
        setFailure(
          readServerError(error)?.message ?? 'Failed to remove the day. Please try again.',
        );
      }
    },
  };
}

/** Holidays, special non-working days and suspensions of one academic year, added and taken back here. */
export function NonWorkingDaysSection({ years }: { years: AcademicYearFieldsFragment[] }) {
  const toast = useToast();
  const [chosen, setChosen] = useState(() => yearHolding(years, today())?.academicYear ?? '');
  const year = years.find((each) => each.academicYear === chosen) ?? years[0];
  const range = {
    from: year?.terms[0]?.startsOn ?? '',
    to: year?.terms[year.terms.length - 1]?.endsOn ?? '',
  };
  const days = useQuery(NonWorkingDaysDocument, { variables: range, skip: !year });
  const offices = useQuery(CalendarOfficesDocument).data?.offices;
  const officeNames = useMemo(
    () => new Map((offices ?? []).map((office) => [office.id, office.name])),
    [offices],
  );
  const [adding, setAdding] = useState(false);
  const removal = useRemoval((day) => {
    toast.show(
      `Removed the ${KIND_LABELS[day.kind].toLowerCase()} of ${dayWithWeekday(day.date)}.`,
      {
        type: 'success',
      },
    );
  });

  return (
    <Stack component="section" aria-labelledby="non-working-days" spacing={2}>
      <Typography id="non-working-days" variant="h5" component="h2">
        Non-working days
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <SelectField
          label="Academic year"
          value={year?.academicYear ?? ''}
          options={years.map(({ academicYear }) => ({ value: academicYear, label: academicYear }))}
          onChange={setChosen}
          sx={{ minWidth: 200 }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setAdding(true);
          }}
        >
          Add non-working day
        </Button>
      </Stack>
      <NonWorkingDaysTable
        days={days.data?.nonWorkingDays}
        loading={days.loading}
        officeNames={officeNames}
        onRetry={() => void days.refetch()}
        onRemove={removal.ask}
      />
      <NonWorkingDayDialog
        open={adding}
        offices={offices ?? []}
        onClose={() => {
          setAdding(false);
        }}
        onAdded={(day) => {
          setAdding(false);
          toast.show(
            `Added the ${KIND_LABELS[day.kind].toLowerCase()} of ${dayWithWeekday(day.date)}.`,
            {
              type: 'success',
            },
          );
        }}
      />
      <RemoveDayDialog
        day={removal.asked}
        busy={removal.busy}
        failure={removal.failure}
        onCancel={removal.cancel}
        onConfirm={(day) => void removal.confirm(day)}
      />
    </Stack>
  );
}
