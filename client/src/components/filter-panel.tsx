import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useId, useState, type ReactNode } from 'react';

import { SearchField, type SearchFieldProps } from '@/components/search-field';
import { usePhoneLayout } from '@/components/use-phone-layout';

interface FilterPanelProps {
  /** The list's search box, always in sight. */
  search?: Pick<SearchFieldProps, 'value' | 'onSearch' | 'label' | 'placeholder' | 'focusOnOpen'>;
  /** The values of the other filters: those set are counted on the phone's Filters button. */
  values: unknown[];
  /** The other filters. */
  children: ReactNode;
}

/**
 * A staff list's filters: one row on a wide screen; on a phone (below md) the search, then the
 * other filters folded under a Filters button, so the list starts near the top.
 */
export function FilterPanel({ search, values, children }: FilterPanelProps) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const searchField = search && <SearchField {...search} sx={{ flex: 2 }} />;
  if (!phone) {
    return (
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {searchField}
        {children}
      </Stack>
    );
  }
  const set = values.filter((value) => value !== undefined && value !== null && value !== '');
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {searchField}
      <Box>
        <Button
          startIcon={<FilterListIcon />}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((current) => !current);
          }}
        >
          {set.length > 0 ? `Filters (${String(set.length)})` : 'Filters'}
        </Button>
      </Box>
      <Collapse in={open} id={panelId}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </Collapse>
    </Stack>
  );
}
