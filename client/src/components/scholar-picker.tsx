import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';

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

interface ScholarPickerProps<Item extends ScholarPickerItem> {
  /** Undefined while loading or after a failure. */
  scholars: Item[] | undefined;
  loading: boolean;
  /** Shown with Retry when there are no scholars and nothing is loading. */
  errorText?: string;
  onRetry(): void;
  onPick(scholar: Item): void;
  /** Names the list of cards. */
  label?: string;
}

function matches(scholar: ScholarPickerItem, search: string): boolean {
  const text = search.trim().toLowerCase();
  return (
    !text || scholar.name.toLowerCase().includes(text) || scholar.email.toLowerCase().includes(text)
  );
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

function Cards<Item extends ScholarPickerItem>(
  props: ScholarPickerProps<Item> & { search: string },
) {
  const { scholars, loading, label = 'Scholars' } = props;
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
        message={props.errorText ?? 'Could not load the scholars.'}
        onRetry={props.onRetry}
      />
    );
  }
  const shown = scholars.filter((scholar) => matches(scholar, props.search));
  if (shown.length === 0) {
    return <Typography color="text.secondary">No scholars found.</Typography>;
  }
  return (
    <Box component="ul" aria-label={label} aria-busy={loading} sx={gridSx}>
      {shown.map((scholar) => (
        <li key={scholar.id}>
          <ScholarCard scholar={scholar} onPick={props.onPick} />
        </li>
      ))}
    </Box>
  );
}

/** A§2.4: pick a scholar from a card grid, searched by name or e-mail (office DTR, evaluation). */
export function ScholarPicker<Item extends ScholarPickerItem>(props: ScholarPickerProps<Item>) {
  const [search, setSearch] = useState('');
  return (
    <>
      <TextField
        label="Search scholars"
        type="search"
        placeholder="Name or e-mail"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Cards {...props} search={search} />
    </>
  );
}
