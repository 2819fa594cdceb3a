import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { SCHOLAR_STATUS_LABELS } from '@/features/scholars/scholar-labels';
import type { ScholarFilters as Filters } from '@/features/scholars/use-scholar-filters';
import { paramOneOf } from '@/lib/use-list-params';

interface ScholarFiltersProps {
  filters: Filters;
  /** HR: the Office filter, office id → name; omitted for office staff. */
  officeLabels?: Record<string, string>;
}

/** A§2.4 filters: search by name or e-mail, Scholar Type, Status; HR also Office. */
export function ScholarFilters({ filters, officeLabels }: ScholarFiltersProps) {
  return (
    <FilterPanel
      values={[filters.program, filters.status, filters.officeId]}
      search={{
        value: filters.search,
        onSearch: filters.setSearch,
        label: 'Search by name or e-mail',
      }}
    >
      <FilterSelect
        label="Scholar Type"
        allLabel="All types"
        value={filters.program}
        labels={PROGRAM_LABELS}
        onChange={filters.setProgram}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        labels={SCHOLAR_STATUS_LABELS}
        onChange={filters.setStatus}
      />
      {officeLabels && (
        <FilterSelect
          label="Office"
          allLabel="All offices"
          // Shown once the offices have loaded (the list is filtered from the address meanwhile).
          value={paramOneOf(officeLabels, filters.officeId ?? '')}
          labels={officeLabels}
          onChange={filters.setOffice}
        />
      )}
    </FilterPanel>
  );
}
