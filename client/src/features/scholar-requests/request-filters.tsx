import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
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
    <FilterPanel
      values={[filters.status, filters.officeId]}
      search={{
        value: filters.search,
        onSearch: filters.setSearch,
        label: 'Search by office, requester or notes',
      }}
    >
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
    </FilterPanel>
  );
}
