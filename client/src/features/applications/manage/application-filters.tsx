import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { POSITION_LABELS, STATUS_LABELS } from '@/features/applications/application-labels';
import type { ApplicationFilters as Filters } from '@/features/applications/manage/use-application-filters';
import { useDebouncedCallback } from '@/features/applications/manage/use-debounced-callback';

const SEARCH_DELAY_MS = 300;

interface FilterSelectProps<T extends string> {
  label: string;
  value: T | undefined;
  labels: Record<T, string>;
  onChange(value: T | ''): void;
}

/** "All" and one choice per value. */
function FilterSelect<T extends string>({ label, value, labels, onChange }: FilterSelectProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        onChange(event.target.value as T | '');
      }}
      sx={{ flex: 1, minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All</MenuItem>
      {(Object.entries(labels) as [T, string][]).map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A§2.2 filters: search text (name or e-mail), status and scholarship. */
export function ApplicationFilters({ filters }: { filters: Filters }) {
  // What is typed shows at once; the list follows once typing pauses.
  const [text, setText] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (filters.search !== shownSearch) {
    // The address changed (Back, Clear filters): the box follows it.
    setShownSearch(filters.search);
    setText(filters.search);
  }
  const applySearch = useDebouncedCallback((value: string) => {
    filters.setSearch(value.trim());
  }, SEARCH_DELAY_MS);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        label="Search"
        type="search"
        placeholder="Name or e-mail"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          applySearch(event.target.value);
        }}
        sx={{ flex: 2 }}
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
      <FilterSelect
        label="Status"
        value={filters.status}
        labels={STATUS_LABELS}
        onChange={filters.setStatus}
      />
      <FilterSelect
        label="Scholarship"
        value={filters.position}
        labels={POSITION_LABELS}
        onChange={filters.setPosition}
      />
    </Stack>
  );
}
