import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';

import { leaveSchema, NAME_AND_ID, type LeaveFormValues } from '@/features/leave/leave-schema';
import {
  FileLeaveRequestDocument,
  LeaveFormContextDocument,
  type LeaveRequestFieldsFragment,
  type LeaveType,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

const FAILED = 'Failed to submit your leave application. Please try again.';
const FIX_FIELDS = 'Please fix the highlighted fields.';

/** Today on the viewer's calendar, YYYY-MM-DD (the signature's date). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the form starts with (the server's leaveFormDefaults); '' when unknown. */
export interface LeavePrefill {
  name: string;
  idNumber: string;
  schoolDept: string;
  courseYear: string;
}

function defaultsOf({ name, idNumber, schoolDept, courseYear }: LeavePrefill): LeaveFormValues {
  return {
    name,
    idNumber,
    schoolDept,
    courseYear,
    type: '',
    dateFrom: '',
    dateTo: '',
    daysHours: '',
    reasons: '',
    signatureName: name,
    signatureDate: today(),
    proof: null,
  };
}

const blankToUndefined = (value: string) => value.trim() || undefined;

/**
 * A§2.3 Leave form: prefilled from the application, the latest leave and the deployment; the server's rules checked
 * first here, its answer mapped onto the fields, nothing typed lost on a refusal.
 */
export function useLeaveForm(
  prefill: LeavePrefill,
  onFiled: (leave: LeaveRequestFieldsFragment) => void,
) {
  const defaultValues = useMemo(() => defaultsOf(prefill), [prefill]);
  const form = useForm<LeaveFormValues>({ resolver: zodResolver(leaveSchema), defaultValues });
  const [summary, setSummary] = useState<string | null>(null);
  const [file] = useMutation(FileLeaveRequestDocument, {
    refetchQueries: [LeaveFormContextDocument],
    awaitRefetchQueries: true,
  });

  const onValid = async (values: LeaveFormValues) => {
    setSummary(null);
    const { proof, type, ...fields } = values;
    try {
      const { data } = await file({
        variables: {
          input: {
            ...Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [key, blankToUndefined(value)]),
            ),
            type: (type || undefined) as LeaveType | undefined,
          },
          proof,
        },
      });
      form.reset(defaultValues);
      if (data) onFiled(data.fileLeaveRequest);
    } catch (error) {
      const server = readServerError(error);
      const known = form.getValues();
      for (const [name, message] of Object.entries(server?.fields ?? {}))
        if (name in known)
          form.setError(name as Path<LeaveFormValues>, { type: 'server', message });
      const message = server?.message ?? FAILED;
      setSummary(Object.values(server?.fields ?? {}).includes(message) ? null : message);
    }
  };

  const onInvalid = (errors: FieldErrors<LeaveFormValues>) => {
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
