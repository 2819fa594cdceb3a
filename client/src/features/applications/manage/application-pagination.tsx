import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { StaffApplicationsQuery } from '@/gql/graphql';

type Pagination = StaffApplicationsQuery['applications']['pagination'];

interface ApplicationPaginationProps {
  pagination: Pagination;
  onPageChange(page: number): void;
}

/** A§2.2: Previous, Next and "Page X of Y". */
export function ApplicationPagination({ pagination, onPageChange }: ApplicationPaginationProps) {
  const { currentPage, totalPages, hasPrevPage, hasNextPage } = pagination;
  return (
    <Stack
      component="nav"
      aria-label="Pagination"
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
