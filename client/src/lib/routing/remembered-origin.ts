import type { Location } from 'react-router-dom';

// F§2: an anonymous visitor sent to /signin carries the page they asked for in
// the location state, and goes back there once signed in.

interface SignInState {
  from: string;
}

export function rememberOrigin(location: Location): SignInState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

export function rememberedOrigin(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state as { from: unknown };
  // Only a path of this app: never an address elsewhere (//host, https://…).
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : undefined;
}

/**
 * Pages the server serves outside this app (the GraphQL playground) send a
 * visitor without a session to /signin?next=<page>; once signed in, the
 * browser loads that page itself. Only these exact paths are honoured.
 */
const SERVER_PAGES = ['/graphiql'];

export function serverPageToReturnTo(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next !== null && SERVER_PAGES.includes(next) ? next : undefined;
}
