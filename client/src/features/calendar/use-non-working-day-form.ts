import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { isDate, today } from '@/features/calendar/calendar-dates';
import {
  AddNonWorkingDayDocument,
  NonWorkingDaysDocument,
  type NonWorkingDayFieldsFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { z } from '@/lib/zod';

// The server's rules and words (calendar-rules.ts), checked before sending.
const MESSAGES = {
  date: 'Enter a date',
  kind: 'Choose holiday, special non-working day or suspension',
  time: 'Enter a time as HH:MM, like 13:00',
  offices: 'Choose the offices it applies to',
  reason: 'Say why the day is not a working day (3 to 200 characters)',
};

const schema = z
  .object({
    date: z.string(),
    kind: z.enum(['', 'holiday', 'special', 'suspension']),
    hours: z.enum(['whole', 'from']),
    fromTime: z.string(),
    offices: z.enum(['all', 'some']),
    officeIds: z.array(z.string()),
    reason: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: string, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (!isDate(values.date)) issue('date', MESSAGES.date);
      if (values.kind === '') issue('kind', MESSAGES.kind);
      if (values.hours === 'from' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.fromTime))
        issue('fromTime', MESSAGES.time);
      if (values.offices === 'some' && values.officeIds.length === 0)
        issue('officeIds', MESSAGES.offices);
      const reason = values.reason.trim().length;
      if (reason < 3 || reason > 200) issue('reason', MESSAGES.reason);
    }),
  );

export type NonWorkingDayValues = z.input<typeof schema>;
const FIELDS = ['date', 'kind', 'fromTime', 'officeIds', 'reason'] as const;

/** HR adds a holiday, a special non-working day or a suspension (the whole day or from a time). */
export function useNonWorkingDayForm(onAdded: (day: NonWorkingDayFieldsFragment) => void) {
  const [add] = useMutation(AddNonWorkingDayDocument, {
    refetchQueries: [NonWorkingDaysDocument],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NonWorkingDayValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      date: today(),
      kind: '',
      hours: 'whole',
      fromTime: '',
      offices: 'all',
      officeIds: [],
      reason: '',
    },
  });

  const submit = form.handleSubmit(async ({ kind, ...values }) => {
    setFailure(null);
    if (kind === '') return; // The schema refused it already.
    try {
      const { data } = await add({
        variables: {
          input: {
            date: values.date,
            kind,
            fromTime: values.hours === 'from' ? values.fromTime : null,
            officeIds: values.offices === 'some' ? values.officeIds : null,
            reason: values.reason.trim(),
          },
        },
      });
      if (data) onAdded(data.addNonWorkingDay);
    } catch (error) {
      const server = readServerError(error);
      const fields = server?.fields ?? {};
      for (const field of FIELDS)
        if (fields[field]) form.setError(field, { type: 'server', message: fields[field] });
      const message = server?.message ?? 'Failed to add the day. Please try again.';
      setFailure(Object.values(fields).includes(message) ? null : message);
    }
  });

  const [hours, offices] = useWatch({ control: form.control, name: ['hours', 'offices'] });
  return { form, submit, hours, offices, failure, busy: form.formState.isSubmitting };
}
