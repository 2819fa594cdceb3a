import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { ApplicationControl } from '@/features/applications/apply/application-schema';
import { FormCheckbox } from '@/features/applications/apply/form-checkbox';
import { SectionCard } from '@/components/section-card';

// A§9 Agreement terms.
const TERMS = [
  'I will complete a 130-hour training before the scholarship takes effect.',
  'The 100% tuition discount covers at most 18 units per semester; any extra units are charged to my account.',
  'I will render a 5-hour duty daily, Monday to Saturday.',
];

export function AgreementSection({ control }: { control: ApplicationControl }) {
  return (
    <SectionCard title="Agreement">
      <Typography variant="body2" gutterBottom>
        If I am granted the scholarship, I agree to the following terms and conditions:
      </Typography>
      <Box component="ol" sx={{ mt: 0, pl: 3, typography: 'body2' }}>
        {TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </Box>
      <Stack spacing={1} sx={{ mt: 2 }}>
        <FormCheckbox
          name="agreedToTerms"
          control={control}
          label="I have read and agree to the terms and conditions above."
        />
        <Typography variant="subtitle1" component="h3" sx={{ pt: 1 }}>
          Applicant&apos;s Conformity
        </Typography>
        <FormCheckbox
          name="conformity"
          control={control}
          label="I certify that the information provided in this application is true and correct."
        />
      </Stack>
    </SectionCard>
  );
}
