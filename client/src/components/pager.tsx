import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The server's pagination of a list (the `pagination` of every paged query). */
export interface PageInfo {
  /** 1-based. */
  currentPage: number;
  /** At least 1, also for an empty list. With totalIsLowerBound: there are more pages than this. */
  totalPages: number;
  totalItems: number;
  /**
   * The server stopped counting at its bound (10,000 by default): totalItems and
   * totalPages say "more than". Absent from lists that do not ask for it.
   */
  totalIsLowerBound?: boolean;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

interface PagerProps {
  pagination: PageInfo;
  onPageChange(page: number): void;
  /** Names the navigation landmark, e.g. "Applications pages". */
  label: string;
}

const count = new Intl.NumberFormat('en-US');

/** "Page 3 of 12", or "Page 3 of more than 1,000" when the server stopped counting. */
export function pageLabel({ currentPage, totalPages, totalIsLowerBound }: PageInfo): string {
  const pages = count.format(totalPages);
  return `Page ${count.format(currentPage)} of ${totalIsLowerBound ? `more than ${pages}` : pages}`;
}

/** A§2.2: Previous, Next and "Page X of Y". */
export function Pager({ pagination, onPageChange, label }: PagerProps) {
  const { currentPage, hasPrevPage, hasNextPage } = pagination;
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
      <Typography aria-live="polite">{pageLabel(pagination)}</Typography>
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
