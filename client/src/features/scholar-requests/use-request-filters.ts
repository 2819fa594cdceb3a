import { REQUEST_STATUS_LABELS } from '@/features/scholar-requests/scholar-request-labels';
import type { ScholarRequestStatus } from '@/gql/graphql';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** HR's filters and page in the address (?search=&status=&office=&page=). */
export function useRequestFilters() {
  const params = useListParams(['search', 'status', 'office']);
  const { search } = params.values;
  const status = paramOneOf<ScholarRequestStatus>(REQUEST_STATUS_LABELS, params.values.status);
  // Which ids are offices is known once they load; anything else would only fail the list.
  const officeId = UUID.test(params.values.office) ? params.values.office : undefined;

  return {
    search,
    status,
    officeId,
    page: params.page,
    filtered: Boolean(search || status || officeId),
    setSearch: (value: string) => {
      params.setFilter('search', value, { replace: true });
    },
    setStatus: (value: ScholarRequestStatus | '') => {
      params.setFilter('status', value);
    },
    setOffice: (value: string) => {
      params.setFilter('office', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type RequestFilters = ReturnType<typeof useRequestFilters>;
