import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { LoadErrorAlert } from '@/components/load-error-alert';

interface ListMessageProps {
  /** The list could not be loaded: the error with Retry instead of the empty text. */
  failed: boolean;
  errorText: string;
  onRetry(): void;
  emptyText: string;
  onClearFilters?(): void;
}

/** What a list shows instead of its rows: the load error with Retry, or the empty text. */
export function ListMessage({
  failed,
  errorText,
  onRetry,
  emptyText,
  onClearFilters,
}: ListMessageProps) {
  if (failed) return <LoadErrorAlert message={errorText} onRetry={onRetry} />;
  return (
    <>
      <Typography color="text.secondary">{emptyText}</Typography>
      {onClearFilters && (
        <Button onClick={onClearFilters} sx={{ mt: 1 }}>
          Clear filters
        </Button>
      )}
    </>
  );
}
