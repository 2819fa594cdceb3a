import type { RouteObject } from 'react-router-dom';

import { lazyRoute } from '@/app/routes/lazy-route';

const ApolloLayout = lazyRoute(() => import('@/lib/apollo/apollo-layout'));

/**
 * These routes under a layout that provides Apollo Client, loaded with the
 * first of them that opens (behind the shell's "Loading page"), so pages that
 * do without never download it (issue #14).
 */
export function withApollo(children: RouteObject[]): RouteObject {
  return { element: <ApolloLayout />, children };
}
