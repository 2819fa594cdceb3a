import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import type { LeaveFormValues } from '@/features/leave/leave-schema';
import {
  FileLeaveRequestDocument,
  LeaveFormContextDocument,
  type LeaveRequestFieldsFragment,
  type LeaveType,
} from '@/gql/graphql';
import { lazyResolver } from '@/lib/lazy-resolver';
import { blankLeftOut, useStudentFormSubmit } from '@/lib/use-student-form-submit';

const FAILED = 'Failed to submit your leave application. Please try again.';

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

/**
 * A§2.3 Leave form: prefilled from the application, the latest leave and the deployment; the server's rules checked
 * first here, its answer mapped onto the fields, nothing typed lost on a refusal.
 */
export function useLeaveForm(
  prefill: LeavePrefill,
  onFiled: (leave: LeaveRequestFieldsFragment) => void,
) {
  const defaultValues = useMemo(() => defaultsOf(prefill), [prefill]);
  const form = useForm<LeaveFormValues>({
    resolver: lazyResolver(() =>
      import('@/features/leave/leave-schema').then((m) => m.leaveResolver),
    ),
    defaultValues,
  });
  const [file] = useMutation(FileLeaveRequestDocument, {
    refetchQueries: [LeaveFormContextDocument],
    awaitRefetchQueries: true,
  });

  const send = async ({ proof, type, ...fields }: LeaveFormValues) => {
    const { data } = await file({
      variables: {
        input: { ...blankLeftOut(fields), type: (type || undefined) as LeaveType | undefined },
        proof,
      },
    });
    return data ? () => onFiled(data.fileLeaveRequest) : undefined;
  };

  return { form, ...useStudentFormSubmit(form, defaultValues, send, FAILED) };
}
