import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';

import {
  destination,
  isStop,
  positionOf,
  rove,
  rowsOf,
  stopAt,
  GRID_ROW,
  type Position,
} from '@/features/dtr/grid-stops';

// The WAI-ARIA grid pattern over a DTR table: the table is one tab stop (a roving tabindex),
// the arrow keys, Home/End and PageUp/PageDown move between cells, single letters are the
// grid's shortcuts.

export interface GridShortcut {
  /** The KeyboardEvent key: 'c', 'A' (Shift+A), '?'. */
  key: string;
  /** What it does, as the help lists it. */
  label: string;
  /** Runs on the focused row. */
  run(row: string): void;
}

/** The stop the tab key lands on: where the user left it, or home when that row is gone. */
function activeStop(
  grid: HTMLElement,
  position: { current: Position },
  home: { row: string; col: number },
): HTMLElement | undefined {
  const known = rowsOf(grid).some((row) => row.getAttribute(GRID_ROW) === position.current.row);
  if (!known) position.current = { ...home, sub: 0 };
  return stopAt(grid, position.current);
}

function focusStop(
  grid: HTMLElement,
  position: { current: Position },
  stop: HTMLElement | undefined,
) {
  if (!stop) return;
  position.current = positionOf(grid, stop) ?? position.current;
  rove(grid, stop);
  stop.focus();
}

interface GridNavigationOptions {
  /** The tab stop until the user moves it, and again when its row is gone (another month). */
  home: { row: string; col: number };
  shortcuts: GridShortcut[];
  /** Take focus once the grid is drawn (the page was opened to work in it). */
  autoFocus?: boolean;
}

/**
 * Props for the grid's table, and the move its page makes after an action (`moveToRow`: the
 * next unconfirmed day) or when a dialog closed over a control that is gone (`refocus`).
 */
export function useGridNavigation({ home, shortcuts, autoFocus = false }: GridNavigationOptions) {
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const position = useRef<Position>({ ...home, sub: 0 });
  const homeRef = useRef(home);
  const autoFocusRef = useRef(autoFocus);
  useLayoutEffect(() => {
    homeRef.current = home;
    autoFocusRef.current = autoFocus;
  });

  // Keeps the tab stop on a live control as rows change, and gives focus back when the
  // focused control went away (Confirm became Unconfirm, Save was disabled).
  useEffect(() => {
    if (!grid) return;
    // Focus is in the grid, or was on a control that went away.
    let holding = false;
    let lost: HTMLElement | null = null;
    const settle = () => {
      const stop = activeStop(grid, position, homeRef.current);
      rove(grid, stop);
      const focused = document.activeElement as HTMLElement | null;
      if (!holding || !stop || focused === stop) return;
      const elsewhere = focused && focused !== document.body && !grid.contains(focused);
      // A click on the page's background leaves a stop that is still there.
      const clickedAway = focused === document.body && lost !== null && isStop(lost);
      if (elsewhere || clickedAway) holding = false;
      else focusStop(grid, position, stop);
    };
    const onFocusIn = () => {
      holding = true;
      lost = null;
    };
    const onFocusOut = (event: globalThis.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && grid.contains(next)) return;
      if (next) holding = false;
      else {
        lost = event.target as HTMLElement;
        window.setTimeout(settle, 0);
      }
    };
    settle();
    if (autoFocusRef.current)
      focusStop(grid, position, activeStop(grid, position, homeRef.current));
    const observer = new MutationObserver(settle);
    observer.observe(grid, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    grid.addEventListener('focusin', onFocusIn);
    grid.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      grid.removeEventListener('focusin', onFocusIn);
      grid.removeEventListener('focusout', onFocusOut);
    };
  }, [grid]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!grid) return;
    const target = event.target as HTMLElement;
    const at = positionOf(grid, target);
    if (!at) return;
    position.current = at;
    const to = destination(grid, at, event);
    if (to) {
      event.preventDefault();
      focusStop(grid, position, to);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const shortcut = shortcuts.find(({ key }) => key === event.key);
    if (shortcut) {
      event.preventDefault();
      shortcut.run(at.row);
    } else if (event.key === ' ' && target.matches('td, th')) {
      // A cell, not a control: Space does not scroll the page away from it.
      event.preventDefault();
    }
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!grid) return;
    const at = positionOf(grid, event.target);
    if (!at) return;
    position.current = at;
    rove(grid, event.target);
  };

  return {
    gridProps: { ref: setGrid, onKeyDown, onFocus },
    /** Moves focus to `row`, keeping the column (the next unconfirmed day's Confirm). */
    moveToRow(row: string) {
      if (!grid) return;
      position.current = { ...position.current, row };
      focusStop(grid, position, stopAt(grid, position.current));
    },
    /** Gives the grid focus back when it was left on nothing (a dialog closed). */
    refocus() {
      if (!grid) return;
      const focused = document.activeElement;
      if (!focused || focused === document.body) {
        focusStop(grid, position, activeStop(grid, position, homeRef.current));
      }
    },
  };
}
