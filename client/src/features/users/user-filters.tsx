import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
import type { UserFilters as Filters } from '@/features/users/use-user-filters';
import { ROLE_FILTER_LABELS, STATUS_LABELS } from '@/features/users/user-labels';

/** A§2.5 Users: search by name or e-mail, Role (hr, office, student) and Status. */
export function UserFilters({ filters }: { filters: Filters }) {
  return (
    <FilterPanel
      values={[filters.role, filters.status]}
      search={{
        value: filters.search,
        onSearch: filters.setSearch,
        label: 'Search by name or e-mail',
      }}
    >
      <FilterSelect
        label="Role"
        allLabel="All roles"
        value={filters.role as keyof typeof ROLE_FILTER_LABELS | undefined}
        labels={ROLE_FILTER_LABELS}
        onChange={filters.setRole}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        labels={STATUS_LABELS}
        onChange={filters.setStatus}
      />
    </FilterPanel>
  );
}
