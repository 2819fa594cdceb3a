import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';

import { FeedbackAlert } from '@/components/feedback-alert';
import { FormTextField } from '@/components/form-text-field';
import { SectionCard } from '@/components/section-card';
import type { RequestFormValues } from '@/features/scholar-requests/request-schema';
import { ScholarTypeToggle } from '@/features/scholar-requests/scholar-type-toggle';
import { countsDiffer, useRequestForm } from '@/features/scholar-requests/use-request-form';

const COUNTS = [
  { name: 'total', label: 'Total' },
  { name: 'male', label: 'Male' },
  { name: 'female', label: 'Female' },
] as const satisfies { name: keyof RequestFormValues; label: string }[];

// A§5: counts are digits only, so nothing else ever reaches the field.
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/** A§2.4 'Create Scholar Request': Scholars needed, Scholar Type, Notes, Clear and Submit Request. */
export function RequestForm() {
  const { form, onSubmit, clear, feedback } = useRequestForm();
  const { isSubmitting } = form.formState;
  const [total, male, female] = useWatch({
    control: form.control,
    name: ['total', 'male', 'female'],
  });

  return (
    <SectionCard
      title="Create Scholar Request"
      description="Tell HR how many scholars your office needs."
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <FormLabel component="legend" sx={{ mb: 1.5 }}>
              Scholars needed
            </FormLabel>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {COUNTS.map(({ name, label }) => (
                <FormTextField
                  key={name}
                  name={name}
                  control={form.control}
                  label={label}
                  required={name === 'total'}
                  normalize={digitsOnly}
                  disabled={isSubmitting}
                  slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                />
              ))}
            </Stack>
            {countsDiffer({ total, male, female }) && (
              <Alert severity="warning" role="status" sx={{ mt: 1.5 }}>
                Male + Female should equal Total
              </Alert>
            )}
          </Box>
          <ScholarTypeToggle control={form.control} disabled={isSubmitting} />
          <FormTextField
            name="notes"
            control={form.control}
            label="Notes (optional)"
            multiline
            minRows={3}
            disabled={isSubmitting}
          />
          <FeedbackAlert feedback={feedback} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={clear} disabled={isSubmitting}>
              Clear
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Submitting...' : 'Submit Request'}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </SectionCard>
  );
}
