import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export interface Feedback {
  severity: 'success' | 'error';
  text: string;
}

interface FeedbackAlertProps {
  feedback: Feedback | null;
  sx?: SxProps<Theme>;
}

/** The outcome of an action: success is announced politely, failure at once. */
export function FeedbackAlert({ feedback, sx }: FeedbackAlertProps) {
  if (!feedback) return null;
  return (
    <Alert
      severity={feedback.severity}
      role={feedback.severity === 'error' ? 'alert' : 'status'}
      sx={sx}
    >
      {feedback.text}
    </Alert>
  );
}
