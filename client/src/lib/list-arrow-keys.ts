import type { KeyboardEvent } from 'react';

const ITEM_ATTRIBUTE = 'data-list-item';

/** Marks one entry of a list (a card, or a row's action) as a stop of the arrow keys. */
export const LIST_ITEM = { [ITEM_ATTRIBUTE]: '' };

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The entry itself when it takes focus, else its first control that does. */
function focusTarget(item: Element): HTMLElement | null {
  return item.matches(FOCUSABLE) ? (item as HTMLElement) : item.querySelector(FOCUSABLE);
}

/**
 * Arrow keys through a list page (put it on an element holding the search box and the list):
 * ArrowDown in the search box goes to the first entry, ArrowDown / ArrowUp from an entry to the
 * next / previous one, ArrowUp from the first back to the search box. A select keeps its
 * arrows: they choose its option.
 */
export function onListArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  const down = event.key === 'ArrowDown';
  if ((!down && event.key !== 'ArrowUp') || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  if (target.tagName === 'SELECT') return;
  const items = Array.from(event.currentTarget.querySelectorAll(`[${ITEM_ATTRIBUTE}]`));
  const search = event.currentTarget.querySelector<HTMLInputElement>('input[type="search"]');
  let next: Element | null | undefined;
  if (target === search) {
    next = down ? items[0] : null;
  } else {
    const index = items.findIndex((item) => item.contains(target));
    if (index === -1) return;
    next = down ? items[index + 1] : index === 0 ? search : items[index - 1];
  }
  const focused = next && (next === search ? search : focusTarget(next));
  if (!focused) return;
  event.preventDefault();
  focused.focus();
}
