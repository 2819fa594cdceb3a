import { TERM_LABELS } from '@/components/evaluation-labels';
import { FilterPanel } from '@/components/filter-panel';
import { FilterSelect } from '@/components/filter-select';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { STATUS_LABELS } from '@/features/master-list/master-list-labels';
import type { MasterListFilters as Filters } from '@/features/master-list/use-master-list-filters';
import { paramOneOf } from '@/lib/use-list-params';

/** How many academic years back the list offers. */
const YEARS_BACK = 4;

/**
 * The current academic year and the ones before it, by start year: "2026-2027" → "2026-2027";
 * and the year in the address when it is older (a link from a term closed long ago).
 */
function yearsUpTo(
  current: string | undefined,
  chosen: string | undefined,
): Record<string, string> {
  if (!current) return {};
  const start = Number(current.slice(0, 4));
  const years = Array.from(
    { length: YEARS_BACK + 1 },
    (_, back) => `${String(start - back)}-${String(start - back + 1)}`,
  );
  if (chosen && !years.includes(chosen)) years.push(chosen);
  return Object.fromEntries(years.map((year) => [year, year]));
}

interface MasterListFiltersProps {
  filters: Filters;
  offices: Array<{ id: string; name: string }>;
  currentYear: string | undefined;
}

/** Office, Type, Status, Term and Academic Year: each kept in the address. */
export function MasterListFilters({ filters, offices, currentYear }: MasterListFiltersProps) {
  const officeLabels = Object.fromEntries(offices.map((office) => [office.id, office.name]));
  const years = yearsUpTo(currentYear, filters.academicYear);
  return (
    <FilterPanel
      values={[
        filters.officeId,
        filters.program,
        filters.status,
        filters.term,
        filters.academicYear,
      ]}
    >
      <FilterSelect
        label="Office"
        allLabel="All offices"
        // Shown once the offices have loaded (the list is filtered from the address meanwhile).
        value={paramOneOf(officeLabels, filters.officeId ?? '')}
        labels={officeLabels}
        onChange={filters.setOffice}
      />
      <FilterSelect
        label="Type"
        allLabel="All types"
        value={filters.program}
        labels={PROGRAM_LABELS}
        onChange={filters.setProgram}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        labels={STATUS_LABELS}
        onChange={filters.setStatus}
      />
      <FilterSelect
        label="Term"
        allLabel="Current term"
        value={filters.term}
        labels={TERM_LABELS}
        onChange={filters.setTerm}
      />
      <FilterSelect
        label="Academic Year"
        allLabel="Current year"
        value={paramOneOf(years, filters.academicYear ?? '')}
        labels={years}
        onChange={filters.setAcademicYear}
      />
    </FilterPanel>
  );
}
