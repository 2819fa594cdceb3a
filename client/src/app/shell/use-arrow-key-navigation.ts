import { useCallback, type KeyboardEvent } from 'react';

/** Marks an element as one stop of the sidebar's arrow-key navigation. */
export const SIDEBAR_ITEM_ATTRIBUTE = 'data-sidebar-item';

/**
 * F§2 keyboard navigation: ArrowUp/ArrowDown move focus between the sidebar's items
 * (wrapping around); Enter and Space activate the focused one. Buttons do both natively,
 * links only Enter, so Space is forwarded as a click.
 */
export function useArrowKeyNavigation() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(`[${SIDEBAR_ITEM_ATTRIBUTE}]`),
    );
    const target = event.target as HTMLElement;
    const index = items.indexOf(target);
    if (index === -1) return;

    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === ' ' && target.tagName === 'A') {
      event.preventDefault();
      target.click();
    }
  }, []);
}
