import { ROLE_FILTER_LABELS, STATUS_LABELS } from '@/features/users/user-labels';
import type { UserRole, UserStatus } from '@/gql/graphql';
import { paramOneOf, useListParams } from '@/lib/use-list-params';

type FilterRole = keyof typeof ROLE_FILTER_LABELS;

/** The list's search, role, status and page in the address (?search=&role=&status=&page=). */
export function useUserFilters() {
  const params = useListParams(['search', 'role', 'status']);
  const { search } = params.values;
  const role = paramOneOf<FilterRole>(ROLE_FILTER_LABELS, params.values.role);
  const status = paramOneOf<UserStatus>(STATUS_LABELS, params.values.status);
  return {
    search,
    role: role as UserRole | undefined,
    status,
    page: params.page,
    filtered: Boolean(search || role || status),
    setSearch: (value: string) => {
      params.setFilter('search', value, { replace: true });
    },
    setRole: (value: string) => {
      params.setFilter('role', value);
    },
    setStatus: (value: string) => {
      params.setFilter('status', value);
    },
    setPage: params.setPage,
    clear: params.clear,
  };
}

export type UserFilters = ReturnType<typeof useUserFilters>;
