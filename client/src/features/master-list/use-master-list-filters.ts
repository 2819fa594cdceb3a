import { TERM_LABELS, type EvaluationTermKey } from '@/components/evaluation-labels';
import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import { STATUS_LABELS } from '@/features/master-list/master-list-labels';
import type { ScholarStatus } from '@/gql/graphql';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACADEMIC_YEAR = /^\d{4}-\d{4}$/;

/** The master list's filters in the address (?office=&type=&status=&term=&year=&page=). */
export function useMasterListFilters() {
  const params = useListParams(['office', 'type', 'status', 'term', 'year']);
  const { values } = params;
  const officeId = UUID.test(values.office) ? values.office : undefined;
  const program = paramOneOf<ScholarProgram>(PROGRAM_LABELS, values.type);
  const status = paramOneOf<ScholarStatus>(STATUS_LABELS, values.status);
  const term = paramOneOf<EvaluationTermKey>(TERM_LABELS, values.term);
  const academicYear = ACADEMIC_YEAR.test(values.year) ? values.year : undefined;

  return {
    officeId,
    program,
    status,
    term,
    academicYear,
    page: params.page,
    filtered: Boolean(officeId || program || status || term || academicYear),
    setOffice: (value: string) => {
      params.setFilter('office', value);
    },
    setProgram: (value: ScholarProgram | '') => {
      params.setFilter('type', value);
    },
    setStatus: (value: ScholarStatus | '') => {
      params.setFilter('status', value);
    },
    setTerm: (value: EvaluationTermKey | '') => {
      params.setFilter('term', value);
    },
    setAcademicYear: (value: string) => {
      params.setFilter('year', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type MasterListFilters = ReturnType<typeof useMasterListFilters>;

/** The REST export of the same filtered list (every page), as CSV or PDF. */
export function exportHref(filters: MasterListFilters, format: 'csv' | 'pdf'): string {
  const query = new URLSearchParams();
  if (filters.officeId) query.set('officeId', filters.officeId);
  if (filters.program) query.set('program', filters.program);
  if (filters.status) query.set('status', filters.status);
  if (filters.term) query.set('term', filters.term);
  if (filters.academicYear) query.set('academicYear', filters.academicYear);
  const text = query.toString();
  return `/api/master-list/export.${format}${text ? `?${text}` : ''}`;
}
