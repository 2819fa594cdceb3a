import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The server's pagination of a list (the `pagination` of every paged query). */
export interface PageInfo {
  /** 1-based. */
  currentPage: number;
  /** At least 1, also for an empty list. */
  totalPages: number;
  totalItems: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

interface PagerProps {
  pagination: PageInfo;
  onPageChange(page: number): void;
  /** Names the navigation landmark, e.g. "Applications pages". */
  label: string;
}

/** A§2.2: Previous, Next and "Page X of Y". */
export function Pager({ pagination, onPageChange, label }: PagerProps) {
  const { currentPage, totalPages, hasPrevPage, hasNextPage } = pagination;
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={2}
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}
    >
      <Button
        variant="outlined"
        disabled={!hasPrevPage}
        onClick={() => {
          onPageChange(currentPage - 1);
        }}
      >
        Previous
      </Button>
      <Typography aria-live="polite">
        Page {currentPage} of {totalPages}
      </Typography>
      <Button
        variant="outlined"
        disabled={!hasNextPage}
        onClick={() => {
          onPageChange(currentPage + 1);
        }}
      >
        Next
      </Button>
    </Stack>
  );
}
