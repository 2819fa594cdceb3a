import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { isRetriable, readServerError } from '@/lib/apollo/graphql-error';

interface LoadErrorAlertProps {
  /** What failed to load, when the server did not say ("Could not load the scholar."). */
  message: string;
  onRetry(): void;
  /**
   * The failure itself: its own message is shown when the server meant one for the user, and
   * an answer a retry cannot change (a scholar not found) offers no Retry.
   */
  error?: unknown;
}

/** A list or page that failed to load, with a way to try again when trying again may help. */
export function LoadErrorAlert({ message, onRetry, error }: LoadErrorAlertProps) {
  const text = readServerError(error)?.message ?? message;
  if (error !== undefined && !isRetriable(error)) return <Alert severity="info">{text}</Alert>;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
