import { useSearchParams } from 'react-router-dom';

/** The address parameter of the scholar whose dialog is open. */
const SCHOLAR = 'scholar';

/**
 * The scholar whose View dialog is open, kept in the address (?scholar=<id>) like the list's
 * filters (lib/use-list-params.ts): a link — the schedule notice to office staff — opens it,
 * Back closes it, and closing removes the parameter. The list's filters and page stay.
 */
export function useViewedScholar() {
  const [params, setParams] = useSearchParams();

  const set = (id: string | null, replace: boolean) => {
    // From the address as it is now (see useListParams: a setter may run after it changed).
    const next = new URLSearchParams(window.location.search);
    if (id) next.set(SCHOLAR, id);
    else next.delete(SCHOLAR);
    setParams(next, { replace });
  };

  return {
    viewedId: params.get(SCHOLAR) || null,
    open: (id: string) => {
      set(id, false);
    },
    // Replaces the entry: Back after closing goes to the page before, not to the dialog again.
    close: () => {
      set(null, true);
    },
  };
}
