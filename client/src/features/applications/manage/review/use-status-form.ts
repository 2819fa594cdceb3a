import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { z } from '@/lib/zod';

import { STATUS_LABELS } from '@/components/application-labels';
import {
  interviewProblem,
  todayIso,
  type InterviewSlot,
} from '@/features/applications/manage/interview-rules';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';
import { UpdateApplicationStatusDocument, type ApplicationStatus } from '@/gql/graphql';
import { decisionFields } from '@/lib/decision-schema';
import { useDecisionForm } from '@/lib/use-decision-form';

// Limits of UpdateApplicationStatusInput on the server.
const MAX_COMMENT = 2000;
const MAX_LOCATION = 200;
// The server's words (ScholarsService) when passed_interview comes without an office.
const OFFICE_REQUIRED = 'Choose the office where the student will train.';

const STATUS_VALUES = Object.keys(STATUS_LABELS) as [ApplicationStatus, ...ApplicationStatus[]];
const SLOT_FIELDS = ['interviewDate', 'interviewTime', 'interviewLocation'] as const;

function statusFormSchema(today: string) {
  return z
    .object({
      ...decisionFields(STATUS_VALUES, {
        choiceRequired: 'Please choose a status',
        remarksMax: MAX_COMMENT,
        remarksTooLong: `Comments must be at most ${String(MAX_COMMENT)} characters`,
      }),
      interviewDate: z.string(),
      interviewTime: z.string(),
      interviewLocation: z
        .string()
        .check(
          z.maxLength(MAX_LOCATION, `Location must be at most ${String(MAX_LOCATION)} characters`),
        ),
      interviewNotes: z
        .string()
        .check(z.maxLength(MAX_COMMENT, `Notes must be at most ${String(MAX_COMMENT)} characters`)),
      officeId: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.choice === 'passed_interview' && !values.officeId) {
          context.addIssue({ code: 'custom', path: ['officeId'], message: OFFICE_REQUIRED });
        }
        if (values.choice !== 'interview_scheduled') return;
        const problem = interviewProblem(values, today);
        for (const [field, message] of Object.entries(problem?.fields ?? {})) {
          context.addIssue({ code: 'custom', path: [field], message });
        }
      }),
    );
}

type StatusFormSchema = ReturnType<typeof statusFormSchema>;
export type StatusFormValues = z.input<StatusFormSchema>;

function defaultsOf(application: StaffApplicationDetail): StatusFormValues {
  const mayStay = application.allowedNextStatuses.includes(application.status);
  return {
    // failed_interview may not stay: HR picks the reschedule or the rejection.
    choice: mayStay ? application.status : '',
    remarks: application.hrComments ?? '',
    interviewDate: application.interviewDate ?? '',
    interviewTime: application.interviewTime ?? '',
    interviewLocation: application.interviewLocation ?? '',
    interviewNotes: application.interviewNotes ?? '',
    officeId: '',
  };
}

interface StatusFormOptions {
  onSaved(status: ApplicationStatus): void;
  /** CONFLICT: someone changed the application first (A§4); fetch it again. */
  reload(): unknown;
}

/** A§4 HR decision: status from allowedNextStatuses, comments, interview slot (A§5). */
export function useStatusForm(
  application: StaffApplicationDetail,
  { onSaved, reload }: StatusFormOptions,
) {
  const today = todayIso();
  const [update] = useMutation(UpdateApplicationStatusDocument);
  const defaultValues = useMemo(() => defaultsOf(application), [application]);
  const resolver = zodResolver(statusFormSchema(today));

  const { form, decision } = useDecisionForm({
    resolver,
    defaultValues,
    version: application.version,
    reload,
    serverFields: { status: 'choice', hrComments: 'remarks' },
    failedText: 'Failed to update the application status. Please try again.',
    // The slot's alert, unless a field already says it.
    invalidSummary: (values) =>
      values.choice === 'interview_scheduled'
        ? (interviewProblem(values, today)?.summary ?? null)
        : null,
    // A§4: another status than interview_scheduled clears the interview fields; the office
    // belongs to passed_interview alone.
    onChoose: (status) => {
      if (status !== 'passed_interview') {
        form.setValue('officeId', '');
        form.clearErrors('officeId');
      }
      if (status === 'interview_scheduled') return;
      for (const name of [...SLOT_FIELDS, 'interviewNotes'] as const) form.setValue(name, '');
      form.clearErrors([...SLOT_FIELDS]);
    },
    submit: async (values) => {
      const slot: Partial<InterviewSlot> & { interviewNotes?: string } =
        values.choice === 'interview_scheduled'
          ? {
              interviewDate: values.interviewDate,
              interviewTime: values.interviewTime,
              interviewLocation: values.interviewLocation.trim(),
              interviewNotes: values.interviewNotes.trim(),
            }
          : {};
      const office = values.choice === 'passed_interview' ? { officeId: values.officeId } : {};
      await update({
        variables: {
          input: {
            id: application.id,
            status: values.choice,
            hrComments: values.remarks.trim(),
            expectedVersion: application.version,
            ...slot,
            ...office,
          },
        },
      });
      onSaved(values.choice);
    },
  });

  return { form, decision, today };
}

export type StatusFormControl = ReturnType<typeof useStatusForm>['form']['control'];
