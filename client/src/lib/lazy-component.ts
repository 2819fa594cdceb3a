import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a named export: the component's module loads when it
 * first renders (inside a Suspense boundary).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
