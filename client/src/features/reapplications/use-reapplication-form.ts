import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';

import {
  NAME_AND_ID,
  reapplicationSchema,
  type ReapplicationFormValues,
} from '@/features/reapplications/reapplication-schema';
import {
  ReapplyContextDocument,
  SubmitReapplicationDocument,
  type EvaluationTerm,
  type ReapplicationFieldsFragment,
  type ReapplyContextQuery,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

const FAILED = 'Failed to submit your re-application. Please try again.';
const FIX_FIELDS = 'Please fix the highlighted fields.';

export type ReapplicationPrefill = NonNullable<ReapplyContextQuery['reapplicationFormDefaults']>;

function defaultsOf(prefill: ReapplicationPrefill): ReapplicationFormValues {
  return {
    name: prefill.name,
    idNumber: prefill.idNumber,
    schoolDept: prefill.schoolDept,
    courseYear: prefill.courseYear,
    effectivityDate: prefill.effectivityDate,
    yearsInService: prefill.yearsInService,
    term: prefill.term,
    academicYear: prefill.academicYear,
    reasons: '',
    signatureName: prefill.signatureName,
    signatureDate: prefill.signatureDate,
    gradeReportId: '',
    grades: null,
  };
}

const blankToUndefined = (value: string) => value.trim() || undefined;

/**
 * A§2.3 Re-application form: prefilled by the server, its rules checked first here, the
 * server's answer mapped onto the fields, nothing typed lost on a refusal.
 */
export function useReapplicationForm(
  prefill: ReapplicationPrefill,
  onSubmitted: (reapplication: ReapplicationFieldsFragment) => void,
) {
  const defaultValues = useMemo(() => defaultsOf(prefill), [prefill]);
  const form = useForm<ReapplicationFormValues>({
    resolver: zodResolver(reapplicationSchema),
    defaultValues,
  });
  const [summary, setSummary] = useState<string | null>(null);
  const [submit] = useMutation(SubmitReapplicationDocument, {
    refetchQueries: [ReapplyContextDocument],
    awaitRefetchQueries: true,
  });

  const onValid = async (values: ReapplicationFormValues) => {
    setSummary(null);
    const { grades, term, ...fields } = values;
    try {
      const { data } = await submit({
        variables: {
          input: {
            ...Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [key, blankToUndefined(value)]),
            ),
            term: term as EvaluationTerm,
          },
          grades,
        },
      });
      form.reset(defaultValues);
      if (data) onSubmitted(data.submitReapplication);
    } catch (error) {
      const server = readServerError(error);
      const known = form.getValues();
      for (const [name, message] of Object.entries(server?.fields ?? {}))
        if (name in known)
          form.setError(name as Path<ReapplicationFormValues>, { type: 'server', message });
      const message = server?.message ?? FAILED;
      setSummary(Object.values(server?.fields ?? {}).includes(message) ? null : message);
    }
  };

  const onInvalid = (errors: FieldErrors<ReapplicationFormValues>) => {
    // A§5: the spec's alert when Name or ID # is missing; otherwise the fields say it.
    setSummary(errors.name || errors.idNumber ? NAME_AND_ID : FIX_FIELDS);
  };

  return {
    form,
    summary,
    onSubmit: form.handleSubmit(onValid, onInvalid),
    reset: () => {
      setSummary(null);
      form.reset(defaultValues);
    },
  };
}
