import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import type { ReapplicationFormValues } from '@/features/reapplications/reapplication-schema';
import {
  ReapplyContextDocument,
  SubmitReapplicationDocument,
  type EvaluationTerm,
  type ReapplicationFieldsFragment,
  type ReapplyContextQuery,
} from '@/gql/graphql';
import { lazyResolver } from '@/lib/lazy-resolver';
import { blankLeftOut, useStudentFormSubmit } from '@/lib/use-student-form-submit';

const FAILED = 'Failed to submit your re-application. Please try again.';

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
    resolver: lazyResolver(() =>
      import('@/features/reapplications/reapplication-schema').then((m) => m.reapplicationResolver),
    ),
    defaultValues,
  });
  const [submit] = useMutation(SubmitReapplicationDocument, {
    refetchQueries: [ReapplyContextDocument],
    awaitRefetchQueries: true,
  });

  const send = async ({ grades, term, ...fields }: ReapplicationFormValues) => {
    const { data } = await submit({
      variables: { input: { ...blankLeftOut(fields), term: term as EvaluationTerm }, grades },
    });
    return data ? () => onSubmitted(data.submitReapplication) : undefined;
  };

  return { form, ...useStudentFormSubmit(form, defaultValues, send, FAILED) };
}
