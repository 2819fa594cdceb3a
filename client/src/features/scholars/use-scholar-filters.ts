import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import { SCHOLAR_STATUS_LABELS } from '@/features/scholars/scholar-labels';
import type { ScholarStatus } from '@/gql/graphql';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list's filters and page in the address (?search=&type=&status=&office=&page=), so a
 * reload, a shared link or Back shows the same list. `office` is HR's alone: the server
 * ignores it for office staff, who always see their own office.
 */
export function useScholarFilters(allOffices: boolean) {
  const params = useListParams(['search', 'type', 'status', 'office']);
  const { search } = params.values;
  const program = paramOneOf<ScholarProgram>(PROGRAM_LABELS, params.values.type);
  const status = paramOneOf<ScholarStatus>(SCHOLAR_STATUS_LABELS, params.values.status);
  // Which ids are offices is known once they load; anything else would only fail the list.
  const officeId = allOffices && UUID.test(params.values.office) ? params.values.office : undefined;

  return {
    search,
    program,
    status,
    officeId,
    page: params.page,
    filtered: Boolean(search || program || status || officeId),
    setSearch: (value: string) => {
      params.setFilter('search', value, { replace: true });
    },
    setProgram: (value: ScholarProgram | '') => {
      params.setFilter('type', value);
    },
    setStatus: (value: ScholarStatus | '') => {
      params.setFilter('status', value);
    },
    setOffice: (value: string) => {
      params.setFilter('office', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type ScholarFilters = ReturnType<typeof useScholarFilters>;
