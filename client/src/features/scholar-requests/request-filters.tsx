import Stack from '@mui/material/Stack';

import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import { REQUEST_STATUS_LABELS } from '@/features/scholar-requests/scholar-request-labels';
import type { RequestFilters as Filters } from '@/features/scholar-requests/use-request-filters';
import { paramOneOf } from '@/lib/use-list-params';

interface RequestFiltersProps {
  filters: Filters;
  /** Office id → name. */
  officeLabels: Record<string, string>;
}

/** HR's filters: search, Status, Office. */
export function RequestFilters({ filters, officeLabels }: RequestFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField
        value={filters.search}
        onSearch={filters.setSearch}
        label="Search by office, requester or notes"
        sx={{ flex: 2 }}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        labels={REQUEST_STATUS_LABELS}
        onChange={filters.setStatus}
      />
      <FilterSelect
        label="Office"
        allLabel="All offices"
        // Shown once the offices have loaded (the list is filtered from the address meanwhile).
        value={paramOneOf(officeLabels, filters.officeId ?? '')}
        labels={officeLabels}
        onChange={filters.setOffice}
      />
    </Stack>
  );
}
