import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { Pager, type PageInfo } from '@/components/pager';
import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import { SearchField } from '@/components/search-field';

const SKELETON_CARDS = 6;

/** One scholar as a card shows them. */
export interface ScholarPickerItem {
  id: string;
  name: string;
  email: string;
  program: ScholarProgram;
  officeName?: string;
  /** A last line, e.g. the hours rendered so far. */
  detail?: ReactNode;
}

/** One page of a feature's scholars for a search, as its query hook returns it. */
export interface ScholarPickerResult<Item extends ScholarPickerItem> {
  /** Undefined while the first page loads or after a failure; the last page while the next loads. */
  scholars: Item[] | undefined;
  pagination: PageInfo | undefined;
  loading: boolean;
  refetch(): void;
}

/** What the picker asks its feature's query hook: the server searches and pages. */
export interface ScholarPickerQuery {
  /** Part of the name or e-mail, trimmed; '' for all. */
  search: string;
  /** 1-based. */
  page: number;
}

/**
 * A feature's own query hook (a module-level function, the same on every render):
 * the picker calls it with the search and page in force.
 */
export type UseScholarPickerPage<Item extends ScholarPickerItem> = (
  query: ScholarPickerQuery,
) => ScholarPickerResult<Item>;

interface ScholarPickerProps<Item extends ScholarPickerItem> {
  useScholars: UseScholarPickerPage<Item>;
  /**
   * The search and page when the caller keeps them (in the address); the picker keeps
   * its own when these are left out. A new search starts again at page 1.
   */
  search?: string;
  page?: number;
  onSearchChange?(search: string): void;
  onPageChange?(page: number): void;
  /** Shown with Retry when the scholars could not be loaded. */
  errorText?: string;
  onPick(scholar: Item): void;
  /** Names the list of cards. */
  label?: string;
}

function Line({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

function ScholarCard<Item extends ScholarPickerItem>({
  scholar,
  onPick,
}: {
  scholar: Item;
  onPick(scholar: Item): void;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {/* A button: the whole card picks the scholar, by mouse or keyboard. */}
      <CardActionArea
        onClick={() => {
          onPick(scholar);
        }}
        sx={{ height: '100%' }}
      >
        {/* Spans all through: a button holds phrasing content only. */}
        <CardContent component="span" sx={{ display: 'block' }}>
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ display: 'block', fontWeight: 600 }}
          >
            {scholar.name}
          </Typography>
          <Line>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {scholar.email}
            </Box>
          </Line>
          <Line>{PROGRAM_LABELS[scholar.program]}</Line>
          {scholar.officeName && <Line>{scholar.officeName}</Line>}
          {scholar.detail && <Line>{scholar.detail}</Line>}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 2,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

function Cards<Item extends ScholarPickerItem>({
  result,
  label,
  errorText,
  onPick,
}: {
  result: ScholarPickerResult<Item>;
  label: string;
  errorText: string;
  onPick(scholar: Item): void;
}) {
  const { scholars, loading } = result;
  if (!scholars && loading) {
    return (
      <Box sx={gridSx} aria-hidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={120} />
        ))}
      </Box>
    );
  }
  if (!scholars) {
    return (
      <LoadErrorAlert
        message={errorText}
        onRetry={() => {
          result.refetch();
        }}
      />
    );
  }
  if (scholars.length === 0) {
    return <Typography color="text.secondary">No scholars found.</Typography>;
  }
  return (
    <Box component="ul" aria-label={label} aria-busy={loading} sx={gridSx}>
      {scholars.map((scholar) => (
        <li key={scholar.id}>
          <ScholarCard scholar={scholar} onPick={onPick} />
        </li>
      ))}
    </Box>
  );
}

/**
 * A§2.4: pick a scholar from a card grid, searched by name or e-mail (office DTR,
 * evaluation, office dashboard). The search and the paging happen on the server,
 * through the feature's own query hook, so every scholar of a large office can be found.
 */
export function ScholarPicker<Item extends ScholarPickerItem>({
  useScholars,
  label = 'Scholars',
  errorText = 'Could not load the scholars.',
  onPick,
  ...props
}: ScholarPickerProps<Item>) {
  const [ownSearch, setOwnSearch] = useState('');
  const [ownPage, setOwnPage] = useState(1);
  const search = props.search ?? ownSearch;
  const page = props.page ?? ownPage;
  const result = useScholars({ search, page });
  const changePage = (next: number) => {
    setOwnPage(next);
    props.onPageChange?.(next);
  };
  return (
    <>
      <SearchField
        label="Search scholars"
        placeholder="Name or e-mail"
        value={search}
        onSearch={(next) => {
          setOwnSearch(next);
          setOwnPage(1);
          props.onSearchChange?.(next);
        }}
        sx={{ mb: 2, width: '100%' }}
      />
      <Cards result={result} label={label} errorText={errorText} onPick={onPick} />
      {result.scholars && result.pagination && result.pagination.totalPages > 1 && (
        <Pager pagination={result.pagination} onPageChange={changePage} label="Scholar pages" />
      )}
    </>
  );
}
