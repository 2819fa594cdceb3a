import { createElement, isValidElement, use, type ComponentType, type ReactPromise } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type RouteModule = { default: ComponentType };

/** A promise that says how it ended, as React's `use` reads it without waiting. */
type TrackedLoad = Promise<RouteModule> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: RouteModule;
  reason?: unknown;
};

/**
 * A route's component whose code loads when it first renders (suspending it,
 * as React.lazy does) or before, when asked (`preload`). Unlike React.lazy, a
 * component whose code has already loaded renders at once: React holds a
 * suspended page's content back for a while after its fallback shows, so a
 * reload whose code was ready still waited. A load that failed is
 * shown as an error, and tried again the next time the route renders.
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
  let loading: TrackedLoad | undefined;
  function preload(): TrackedLoad {
    if (loading) return loading;
    const started: TrackedLoad = load();
    started.status = 'pending';
    started.then(
      (module) => {
        started.status = 'fulfilled';
        started.value = module;
      },
      (error: unknown) => {
        started.status = 'rejected';
        started.reason = error;
      },
    );
    loading = started;
    return started;
  }
  function LazyRoute() {
    const current = preload();
    // Shown as this failure now (use throws it), asked for anew when the route renders again.
    if (current.status === 'rejected') loading = undefined;
    return createElement(use(current as ReactPromise<RouteModule>).default);
  }
  return Object.assign(LazyRoute, { preload });
}

function preloadOf(element: RouteObject['element']): (() => unknown) | undefined {
  if (!isValidElement(element)) return undefined;
  const type: unknown = element.type;
  return typeof type === 'function' && 'preload' in type
    ? (type.preload as () => unknown)
    : undefined;
}

/**
 * Starts loading the code of every lazy layout and page on the way to
 * `pathname` at once. Rendered one inside the other, each would be asked only
 * once its parent had loaded and rendered: a reload would wait for them one
 * after another.
 */
export function preloadRoute(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) preloadOf(route.element)?.();
}
