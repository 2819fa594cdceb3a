import type { KeyboardEvent } from 'react';

// The stops of a DTR grid, read from the DOM: a cell's stops are its enabled controls, or the
// cell itself when it has none (which controls are enabled changes with every answer).

/** Marks a row of the grid; its value names the row (a day's date). */
export const GRID_ROW = 'data-grid-row';

const CONTROLS = 'button:not(:disabled), input:not(:disabled), a[href]';
const WEEK = 7;

export interface Position {
  row: string;
  col: number;
  /** Which control of the cell (Save, Confirm, Excuse…). */
  sub: number;
}

export const rowsOf = (grid: HTMLElement) =>
  Array.from(grid.querySelectorAll<HTMLElement>(`tr[${GRID_ROW}]`));

const cellsOf = (row: HTMLElement) => Array.from(row.children) as HTMLElement[];

function stopsOf(cell: HTMLElement): HTMLElement[] {
  const controls = Array.from(cell.querySelectorAll<HTMLElement>(CONTROLS));
  return controls.length > 0 ? controls : [cell];
}

/** A stop of its cell still (connected, enabled, not replaced by a control of the cell). */
export function isStop(element: HTMLElement): boolean {
  const cell = element.closest<HTMLElement>('td, th');
  return element.isConnected && cell !== null && stopsOf(cell).includes(element);
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(index, length - 1));

export function stopAt(grid: HTMLElement, at: Position): HTMLElement | undefined {
  const rows = rowsOf(grid);
  const row = rows.find((element) => element.getAttribute(GRID_ROW) === at.row) ?? rows[0];
  if (!row) return undefined;
  const cells = cellsOf(row);
  const cell = cells[clamp(at.col, cells.length)];
  if (!cell) return undefined;
  const stops = stopsOf(cell);
  return stops[clamp(at.sub, stops.length)];
}

export function positionOf(grid: HTMLElement, element: HTMLElement): Position | undefined {
  const row = element.closest<HTMLElement>(`tr[${GRID_ROW}]`);
  if (!row || !grid.contains(row)) return undefined;
  const cells = cellsOf(row);
  const col = cells.findIndex((cell) => cell.contains(element));
  if (col === -1) return undefined;
  const cell = cells[col] as HTMLElement;
  return {
    row: row.getAttribute(GRID_ROW) ?? '',
    col,
    sub: Math.max(0, stopsOf(cell).indexOf(element)),
  };
}

/** Every stop of the grid out of the tab order but `active`. */
export function rove(grid: HTMLElement, active: HTMLElement | undefined) {
  for (const row of rowsOf(grid)) {
    for (const cell of cellsOf(row)) {
      const stops = stopsOf(cell);
      if (stops[0] !== cell) cell.removeAttribute('tabindex');
      for (const stop of stops) {
        const tabIndex = stop === active ? 0 : -1;
        if (stop.tabIndex !== tabIndex || !stop.hasAttribute('tabindex')) stop.tabIndex = tabIndex;
      }
    }
  }
}

/** Where a key moves from `at`, or undefined when it is not a moving key. */
export function destination(
  grid: HTMLElement,
  at: Position,
  event: KeyboardEvent,
): HTMLElement | undefined {
  // Alt+arrows are the browser's (Back, Forward).
  if (event.altKey) return undefined;
  const rows = rowsOf(grid);
  const rowIndex = rows.findIndex((row) => row.getAttribute(GRID_ROW) === at.row);
  const row = rows[rowIndex];
  if (!row) return undefined;
  const stops = cellsOf(row).flatMap(stopsOf);
  const current = stopAt(grid, at);
  const index = current ? stops.indexOf(current) : 0;
  const toRow = (to: number) => {
    const target = rows[clamp(to, rows.length)];
    return target && stopAt(grid, { ...at, row: target.getAttribute(GRID_ROW) ?? '' });
  };
  const ctrl = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowRight':
      return stops[clamp(index + 1, stops.length)];
    case 'ArrowLeft':
      return stops[clamp(index - 1, stops.length)];
    case 'ArrowDown':
      return toRow(rowIndex + 1);
    case 'ArrowUp':
      return toRow(rowIndex - 1);
    case 'PageDown':
      return toRow(rowIndex + WEEK);
    case 'PageUp':
      return toRow(rowIndex - WEEK);
    case 'Home': {
      const first = ctrl ? rows[0] : row;
      return first ? cellsOf(first).flatMap(stopsOf)[0] : undefined;
    }
    case 'End': {
      const last = ctrl ? rows.at(-1) : row;
      return last ? cellsOf(last).flatMap(stopsOf).at(-1) : undefined;
    }
    default:
      return undefined;
  }
}
