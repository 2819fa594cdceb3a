import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import type { Feedback } from '@/components/feedback-alert';
import { STATUS_LABELS } from '@/features/applications/application-labels';
import {
  interviewProblem,
  todayIso,
  type InterviewSlot,
} from '@/features/applications/manage/interview-rules';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';
import { UpdateApplicationStatusDocument, type ApplicationStatus } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

// Limits of UpdateApplicationStatusInput on the server.
const MAX_COMMENT = 2000;
const MAX_LOCATION = 200;
const UPDATE_FAILED = 'Failed to update the application status. Please try again.';

const STATUS_VALUES = Object.keys(STATUS_LABELS) as [ApplicationStatus, ...ApplicationStatus[]];
const SLOT_FIELDS = ['interviewDate', 'interviewTime', 'interviewLocation'] as const;

function statusFormSchema(today: string) {
  return z
    .object({
      status: z
        .union([z.literal(''), z.enum(STATUS_VALUES)])
        .pipe(z.enum(STATUS_VALUES, { error: 'Please choose a status' })),
      hrComments: z
        .string()
        .max(MAX_COMMENT, `Comments must be at most ${String(MAX_COMMENT)} characters`),
      interviewDate: z.string(),
      interviewTime: z.string(),
      interviewLocation: z
        .string()
        .max(MAX_LOCATION, `Location must be at most ${String(MAX_LOCATION)} characters`),
      interviewNotes: z
        .string()
        .max(MAX_COMMENT, `Notes must be at most ${String(MAX_COMMENT)} characters`),
    })
    .superRefine((values, context) => {
      if (values.status !== 'interview_scheduled') return;
      const problem = interviewProblem(values, today);
      for (const [field, message] of Object.entries(problem?.fields ?? {})) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

type StatusFormSchema = ReturnType<typeof statusFormSchema>;
export type StatusFormValues = z.input<StatusFormSchema>;

function defaultsOf(application: StaffApplicationDetail): StatusFormValues {
  const mayStay = application.allowedNextStatuses.includes(application.status);
  return {
    // failed_interview may not stay: HR picks the reschedule or the rejection.
    status: mayStay ? application.status : '',
    hrComments: application.hrComments ?? '',
    interviewDate: application.interviewDate ?? '',
    interviewTime: application.interviewTime ?? '',
    interviewLocation: application.interviewLocation ?? '',
    interviewNotes: application.interviewNotes ?? '',
  };
}

/** The alert over the fields, unless a field already says it. */
function summaryOf(problem: { summary: string; fields: Record<string, string> }): string | null {
  return Object.values(problem.fields).includes(problem.summary) ? null : problem.summary;
}

interface StatusFormOptions {
  onSaved(status: ApplicationStatus): void;
  /** CONFLICT: someone changed the application first (A§4); the dialog reloads it. */
  onConflict(message: string): void;
}

/** A§4 HR decision: status from allowedNextStatuses, comments, interview slot (A§5). */
export function useStatusForm(
  application: StaffApplicationDetail,
  { onSaved, onConflict }: StatusFormOptions,
) {
  const today = todayIso();
  const [update] = useMutation(UpdateApplicationStatusDocument);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm<StatusFormValues, unknown, z.output<StatusFormSchema>>({
    resolver: zodResolver(statusFormSchema(today)),
    defaultValues: defaultsOf(application),
  });

  const onInvalid = () => {
    const values = form.getValues();
    const problem = values.status === 'interview_scheduled' && interviewProblem(values, today);
    const summary = problem ? summaryOf(problem) : null;
    setFeedback(summary ? { severity: 'error', text: summary } : null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFeedback(null);
    const slot: Partial<InterviewSlot> & { interviewNotes?: string } =
      values.status === 'interview_scheduled'
        ? {
            interviewDate: values.interviewDate,
            interviewTime: values.interviewTime,
            interviewLocation: values.interviewLocation.trim(),
            interviewNotes: values.interviewNotes.trim(),
          }
        : {};
    try {
      await update({
        variables: {
          input: {
            id: application.id,
            status: values.status,
            hrComments: values.hrComments.trim(),
            expectedVersion: application.version,
            ...slot,
          },
        },
      });
      onSaved(values.status);
    } catch (error) {
      const serverError = readServerError(error);
      if (serverError?.code === 'CONFLICT') {
        onConflict(serverError.message);
        return;
      }
      const fields = serverError?.fields ?? {};
      for (const name of [...SLOT_FIELDS, 'hrComments', 'status'] as const) {
        const message = fields[name];
        if (message) form.setError(name, { message });
      }
      const summary = serverError
        ? summaryOf({ summary: serverError.message, fields })
        : UPDATE_FAILED;
      if (summary) setFeedback({ severity: 'error', text: summary });
    }
  }, onInvalid);

  /** A§4: choosing another status than interview_scheduled clears the interview fields. */
  const chooseStatus = (status: ApplicationStatus) => {
    if (status !== 'interview_scheduled') {
      for (const name of [...SLOT_FIELDS, 'interviewNotes'] as const) form.setValue(name, '');
      form.clearErrors([...SLOT_FIELDS]);
    }
    setFeedback(null);
  };

  return { form, onSubmit, feedback, today, chooseStatus };
}

export type StatusFormControl = ReturnType<typeof useStatusForm>['form']['control'];
