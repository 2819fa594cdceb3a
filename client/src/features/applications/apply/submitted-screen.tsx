import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { ResultScreen } from '@/features/applications/apply/result-screen';

const NEXT_STEPS = [
  'Check your e-mail for a confirmation of your application.',
  'Wait for HR to review your application.',
  'You will receive e-mail notifications whenever the status of your application changes.',
  'If you are selected for an interview, we will contact you with its date, time and location.',
];

/** A§2.1: shown once the application is in; Okay shows its status. */
export function SubmittedScreen({ onOkay }: { onOkay: () => void }) {
  return (
    <ResultScreen title="Application Submitted Successfully" onOkay={onOkay}>
      <Typography color="text.secondary">
        Thank you for applying. Your application has been received and is pending review.
      </Typography>
      <Box sx={{ textAlign: 'left', width: '100%', maxWidth: 520 }}>
        <Typography variant="subtitle1" component="h3">
          Next Steps
        </Typography>
        <Box component="ol" sx={{ mt: 1, pl: 3 }}>
          {NEXT_STEPS.map((step) => (
            <Typography key={step} component="li" variant="body2" sx={{ mb: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </Box>
    </ResultScreen>
  );
}
