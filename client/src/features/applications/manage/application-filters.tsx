import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
import { POSITION_LABELS, STATUS_LABELS } from '@/components/application-labels';
import type { ApplicationFilters as Filters } from '@/features/applications/manage/use-application-filters';

/** A§2.2 filters: search text (name or e-mail), status and scholarship. */
export function ApplicationFilters({ filters }: { filters: Filters }) {
  return (
    <FilterPanel
      values={[filters.status, filters.position]}
      search={{
        value: filters.search,
        onSearch: filters.setSearch,
        placeholder: 'Name or e-mail',
        focusOnOpen: true,
      }}
    >
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
    </FilterPanel>
  );
}
