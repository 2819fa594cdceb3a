import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';

import {
  academicYearResolver,
  type AcademicYearValues,
} from '@/features/calendar/academic-year-schema';
import type { TermRange } from '@/features/calendar/calendar-dates';
import { AcademicYearsDocument, SaveAcademicYearDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';

const FAILED = 'Failed to save the academic year. Please try again.';

const valuesOf = (terms: readonly TermRange[]): AcademicYearValues => ({
  terms: terms.map(({ term, startsOn, endsOn }) => ({ term, startsOn, endsOn })),
});

/**
 * One academic year's three terms: the server's rules checked first here, its field messages
 * (`terms.1.startsOn`) put on their fields, what was typed kept on a refusal.
 */
export function useAcademicYearForm(academicYear: string, terms: readonly TermRange[]) {
  const toast = useToast();
  const defaultValues = useMemo(() => valuesOf(terms), [terms]);
  const form = useForm<AcademicYearValues>({
    resolver: academicYearResolver(academicYear),
    defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [save] = useMutation(SaveAcademicYearDocument, {
    // Whether a year is the university's own, and which years there are, is the list's to say.
    refetchQueries: [AcademicYearsDocument],
    awaitRefetchQueries: true,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await save({ variables: { input: { academicYear, terms: values.terms } } });
      if (data) form.reset(valuesOf(data.saveAcademicYear.terms));
      toast.show(`Saved the terms of ${academicYear}.`, { type: 'success' });
    } catch (error) {
      const server = readServerError(error);
      const fields = server?.fields ?? {};
      for (const [name, message] of Object.entries(fields))
        if (/^terms\.\d\.(startsOn|endsOn)$/.test(name))
          form.setError(name as Path<AcademicYearValues>, { type: 'server', message });
      const shown = Object.entries(fields).filter(([name]) => name.startsWith('terms.'));
      const message = server?.message ?? FAILED;
      setFailure(shown.some(([, text]) => text === message) ? null : message);
    }
  });

  return { form, onSubmit, failure, busy: form.formState.isSubmitting };
}
