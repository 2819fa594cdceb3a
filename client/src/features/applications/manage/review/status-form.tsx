import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';

import { DecisionConflictAlert, DecisionFields } from '@/components/decision-fields';
import { DecisionSummary } from '@/components/decision-summary';
import { STATUS_LABELS } from '@/components/application-labels';
import { InterviewFields } from '@/features/applications/manage/review/interview-fields';
import { InterviewMailPreview } from '@/features/applications/manage/review/interview-mail-preview';
import { TrainingOfficeField } from '@/features/applications/manage/review/training-office-field';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';
import { useStatusForm } from '@/features/applications/manage/review/use-status-form';
import type { ApplicationStatus } from '@/gql/graphql';

export const FINAL_NOTE = 'This application is final and can no longer be changed.';
const SUBMIT = 'Update Status';

interface StatusFormProps {
  application: StaffApplicationDetail;
  onSaved(status: ApplicationStatus): void;
  /** CONFLICT: fetch the application again. */
  reload(): unknown;
}

function optionLabel(option: ApplicationStatus, current: ApplicationStatus): string {
  if (option === current) return `${STATUS_LABELS[option]} (current)`;
  if (current === 'failed_interview' && option === 'interview_scheduled')
    return 'Reschedule Interview';
  return STATUS_LABELS[option];
}

/** A§4 decision: the status choices HR has now, comments and the interview slot. */
export function StatusForm({ application, onSaved, reload }: StatusFormProps) {
  const { form, decision, today } = useStatusForm(application, { onSaved, reload });
  const status = useWatch({ control: form.control, name: 'choice' });
  if (application.allowedNextStatuses.length === 0) {
    return (
      <Stack spacing={2}>
        <DecisionConflictAlert decision={decision} />
        <Alert severity="info">{FINAL_NOTE}</Alert>
      </Stack>
    );
  }

  const options = application.allowedNextStatuses.map((option) => ({
    value: option,
    label: optionLabel(option, application.status),
  }));
  return (
    <Box
      component="form"
      noValidate
      aria-label="Decision"
      onSubmit={(event) => void decision.onSubmit(event)}
    >
      <Stack spacing={2}>
        <DecisionFields
          decision={decision}
          options={options}
          choiceLabel="Status"
          remarksLabel="HR comments"
          // The decision is what the reviewer came for: the keyboard starts at its first field.
          autoFocusChoice
        >
          <DecisionSummary
            decision={decision}
            current={application.status}
            labels={STATUS_LABELS}
            notified={`${application.firstName} ${application.lastName}`}
            confirmLabel={SUBMIT}
          />
          {status === 'interview_scheduled' && (
            <InterviewFields control={form.control} today={today} disabled={decision.busy} />
          )}
          {status === 'passed_interview' && (
            <TrainingOfficeField control={form.control} disabled={decision.busy} />
          )}
        </DecisionFields>
        <Box>
          <Button type="submit" variant="contained" disabled={decision.busy}>
            {decision.busy ? 'Updating...' : SUBMIT}
          </Button>
        </Box>
        {status === 'interview_scheduled' && (
          <InterviewMailPreview applicationId={application.id} control={form.control} />
        )}
      </Stack>
    </Box>
  );
}
