import { useSearchParams } from 'react-router-dom';

import { POSITION_LABELS, STATUS_LABELS } from '@/features/applications/application-labels';
import type { ApplicationPosition, ApplicationStatus } from '@/gql/graphql';

type ParamName = 'search' | 'status' | 'scholarship' | 'page';

function oneOf<T extends string>(labels: Record<T, string>, value: string | null): T | undefined {
  return value !== null && value in labels ? (value as T) : undefined;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The list's filters and page, kept in the address (?search=&status=&scholarship=&page=)
 * so a reload or Back shows the same list. A new filter starts again at page 1.
 */
export function useApplicationFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = oneOf<ApplicationStatus>(STATUS_LABELS, params.get('status'));
  const position = oneOf<ApplicationPosition>(POSITION_LABELS, params.get('scholarship'));
  const page = pageOf(params.get('page'));

  const update = (changes: Partial<Record<ParamName, string>>, replace = false) => {
    // From the address as it is now, not as it was when this render ran: a debounced
    // search fires later and would otherwise bring back filters changed meanwhile
    // (react-router hands its functional updater the params of the setter's render).
    const next = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace });
  };

  return {
    search,
    status,
    position,
    page,
    filtered: Boolean(search || status || position),
    // Typing replaces the entry: Back skips the letters and returns to the previous filter.
    setSearch: (value: string) => {
      update({ search: value, page: '' }, true);
    },
    setStatus: (value: ApplicationStatus | '') => {
      update({ status: value, page: '' });
    },
    setPosition: (value: ApplicationPosition | '') => {
      update({ scholarship: value, page: '' });
    },
    setPage: (value: number) => {
      update({ page: value > 1 ? String(value) : '' });
    },
    clear: () => {
      update({ search: '', status: '', scholarship: '', page: '' });
    },
  };
}

export type ApplicationFilters = ReturnType<typeof useApplicationFilters>;
