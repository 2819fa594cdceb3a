import Stack from '@mui/material/Stack';

import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import { POSITION_LABELS, STATUS_LABELS } from '@/features/applications/application-labels';
import type { ApplicationFilters as Filters } from '@/features/applications/manage/use-application-filters';

/** A§2.2 filters: search text (name or e-mail), status and scholarship. */
export function ApplicationFilters({ filters }: { filters: Filters }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField
        value={filters.search}
        onSearch={filters.setSearch}
        placeholder="Name or e-mail"
        sx={{ flex: 2 }}
        focusOnOpen
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
