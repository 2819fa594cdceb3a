import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CRITERION_LABELS, type EvaluationTermKey } from '@/components/evaluation-labels';
import { FeedbackAlert } from '@/components/feedback-alert';
import { FormTextField } from '@/components/form-text-field';
import { formatDateTime } from '@/lib/format-date';
import { CriterionField } from '@/features/evaluations/criterion-field';
import { CRITERIA, useEvaluationForm } from '@/features/evaluations/use-evaluation-form';
import type { EvaluationFieldsFragment } from '@/gql/graphql';

interface EvaluationFormProps {
  scholarId: string;
  term: EvaluationTermKey;
  academicYear: string;
  existing: EvaluationFieldsFragment | null;
  reload(): unknown;
  onBack(): void;
}

/** A§2.4: rate the five criteria, comments and remarks; Save Evaluation and Back. */
export function EvaluationForm({ existing, onBack, ...options }: EvaluationFormProps) {
  const { form, onSubmit, feedback, failureReason, busy } = useEvaluationForm({
    existing,
    ...options,
  });
  const itemsError = form.formState.errors.items;
  const nothingSaid = itemsError?.message ?? itemsError?.root?.message;

  return (
    <Box
      component="form"
      noValidate
      aria-label="Evaluation"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {existing
            ? `Saved ${formatDateTime(existing.submittedAt)} by ${existing.evaluatorName ?? 'a former staff member'}. Saving again updates it; the earlier version is kept.`
            : 'Not evaluated for this term yet. Rate each criterion from 1 to 5, or leave it blank.'}
        </Typography>
        {nothingSaid && (
          <Alert severity="error" role="alert">
            {nothingSaid}
          </Alert>
        )}
        {CRITERIA.map((criterion, index) => (
          <CriterionField
            key={criterion}
            index={index}
            label={CRITERION_LABELS[criterion]}
            control={form.control}
          />
        ))}
        <FormTextField
          name="remarks"
          control={form.control}
          label="Remarks"
          multiline
          minRows={3}
        />
        {feedback?.severity === 'error' && failureReason ? (
          // The spec's words as the message, the server's reason as a second line.
          <Alert severity="error" role="alert">
            <AlertTitle>{feedback.text}</AlertTitle>
            {failureReason}
          </Alert>
        ) : (
          <FeedbackAlert feedback={feedback} />
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save Evaluation'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
