import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A§2.5 filters in the address (?search=&scholarship=&office=&page=). */
export function useEvaluationFilters() {
  const params = useListParams(['search', 'scholarship', 'office']);
  const { search } = params.values;
  const program = paramOneOf<ScholarProgram>(PROGRAM_LABELS, params.values.scholarship);
  // Which ids are offices is known once they load; anything else would only fail the list.
  const officeId = UUID.test(params.values.office) ? params.values.office : undefined;

  return {
    search,
    program,
    officeId,
    page: params.page,
    filtered: Boolean(search || program || officeId),
    setSearch: (value: string) => {
      params.setFilter('search', value, { replace: true });
    },
    setProgram: (value: ScholarProgram | '') => {
      params.setFilter('scholarship', value);
    },
    setOffice: (value: string) => {
      params.setFilter('office', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type EvaluationFilters = ReturnType<typeof useEvaluationFilters>;

/** The REST export of the same filtered list (every page), as CSV. */
export function exportHref({ search, program, officeId }: EvaluationFilters): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (program) query.set('program', program);
  if (officeId) query.set('officeId', officeId);
  const text = query.toString();
  return `/api/evaluations/export.csv${text ? `?${text}` : ''}`;
}
