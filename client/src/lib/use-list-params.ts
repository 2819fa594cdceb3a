import { useSearchParams } from 'react-router-dom';

/** The address parameter of the page number; filters may not use it. */
const PAGE = 'page';

export interface ListParams<Name extends string> {
  /** Each filter as the address has it, '' when absent. */
  values: Record<Name, string>;
  /** 1-based; anything but a whole number above 1 reads as 1. */
  page: number;
  /**
   * Sets one filter ('' removes it) and starts again at page 1. `replace` swaps the history
   * entry instead of adding one: typing in a search box, so Back skips the letters.
   */
  setFilter(name: Name, value: string, options?: { replace?: boolean }): void;
  setPage(page: number): void;
  /** Removes every filter and the page. */
  clear(): void;
}

/** `value` when it is one of `allowed`'s keys (a status from ?status=), else undefined. */
export function paramOneOf<T extends string>(
  allowed: Record<T, unknown>,
  value: string,
): T | undefined {
  return Object.hasOwn(allowed, value) ? (value as T) : undefined;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A list's filters and page kept in the address (?search=&status=&page=), so a reload,
 * a shared link or Back shows the same list.
 */
export function useListParams<const Name extends string>(names: readonly Name[]): ListParams<Name> {
  const [params, setParams] = useSearchParams();

  const update = (changes: Record<string, string>, replace = false) => {
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

  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Name,
    string
  >;

  return {
    values,
    page: pageOf(params.get(PAGE)),
    setFilter: (name, value, { replace = false } = {}) => {
      update({ [name]: value, [PAGE]: '' }, replace);
    },
    setPage: (page) => {
      update({ [PAGE]: page > 1 ? String(page) : '' });
    },
    clear: () => {
      update(Object.fromEntries([...names, PAGE].map((name) => [name, ''])));
    },
  };
}
