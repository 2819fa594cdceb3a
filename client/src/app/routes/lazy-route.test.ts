import { describe, expect, it } from '@jest/globals';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';

import { lazyRoute, preloadRoute } from './lazy-route';

const Empty: ComponentType = () => null;

function table() {
  const loaded: string[] = [];
  const route = (name: string) =>
    createElement(
      lazyRoute(async () => {
        loaded.push(name);
        return { default: Empty };
      }),
    );
  const routes: RouteObject[] = [
    {
      element: createElement(Empty),
      children: [
        { path: '/signin', element: route('sign-in page') },
        {
          element: route('signed-in layout'),
          children: [
            { path: '/hr-dashboard', element: route('HR dashboard') },
            { path: '/office/dtr/:scholarId', element: route('office DTR') },
          ],
        },
      ],
    },
  ];
  return { routes, loaded };
}

describe('lazyRoute', () => {
  it('renders at once, without suspending, once its code has loaded', async () => {
    const Page = lazyRoute(async () => ({ default: () => createElement('h1', null, 'Users') }));
    await Page.preload();
    expect(renderToString(createElement(Page))).toBe('<h1>Users</h1>');
  });

  it('loads its code once, however often it is asked', async () => {
    let loads = 0;
    const Page = lazyRoute(async () => {
      loads += 1;
      return { default: Empty };
    });
    await Promise.all([Page.preload(), Page.preload()]);
    renderToString(createElement(Page));
    expect(loads).toBe(1);
  });

  it('tries again after a load that failed', async () => {
    let attempts = 0;
    const Page = lazyRoute(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk unavailable');
      return { default: () => createElement('h1', null, 'Sign Up') };
    });
    await expect(Page.preload()).rejects.toThrow('chunk unavailable');
    expect(() => renderToString(createElement(Page))).toThrow('chunk unavailable');
    await Page.preload();
    expect(renderToString(createElement(Page))).toBe('<h1>Sign Up</h1>');
  });
});

describe('preloadRoute', () => {
  it('asks for the layout and the page of a path together, and for nothing else', () => {
    const { routes, loaded } = table();
    preloadRoute(routes, '/office/dtr/42');
    expect(loaded).toEqual(['signed-in layout', 'office DTR']);
  });

  it('asks for nothing on a path no route matches', () => {
    const { routes, loaded } = table();
    preloadRoute(routes, '/nowhere');
    expect(loaded).toEqual([]);
  });

  it('leaves a failed load to the route, which asks again when it renders', async () => {
    const failing = lazyRoute(() => Promise.reject(new Error('chunk unavailable')));
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      preloadRoute([{ path: '/', element: createElement(failing) }], '/');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
