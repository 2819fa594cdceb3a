import { POSITION_LABELS, STATUS_LABELS } from '@/components/application-labels';
import type { ApplicationPosition, ApplicationStatus } from '@/gql/graphql';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

/**
 * The list's filters and page, kept in the address (?search=&status=&scholarship=&page=)
 * so a reload or Back shows the same list. A new filter starts again at page 1.
 */
export function useApplicationFilters() {
  const params = useListParams(['search', 'status', 'scholarship']);
  const { search } = params.values;
  const status = paramOneOf<ApplicationStatus>(STATUS_LABELS, params.values.status);
  const position = paramOneOf<ApplicationPosition>(POSITION_LABELS, params.values.scholarship);

  return {
    search,
    status,
    position,
    page: params.page,
    filtered: Boolean(search || status || position),
    setSearch: (value: string) => {
      params.setFilter('search', value, { replace: true });
    },
    setStatus: (value: ApplicationStatus | '') => {
      params.setFilter('status', value);
    },
    setPosition: (value: ApplicationPosition | '') => {
      params.setFilter('scholarship', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type ApplicationFilters = ReturnType<typeof useApplicationFilters>;
