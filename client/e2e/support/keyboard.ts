import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

// Journeys by keyboard alone: every step is a key press (counted against the task's goal),
// and after each the focused element must show that it has focus.

/** What has focus and whether it shows it: an outline, a shadow, or MUI's focus classes. */
function focusState(): { name: string; visible: boolean } {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { name: '<body>', visible: false };
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== 'none';
  const mui = element.classList.contains('Mui-focusVisible');
  // A text field shows focus on its outlined root (the thicker border in the primary colour),
  // whichever part of a native date or time input has it.
  const field = element.closest('.MuiInputBase-root.Mui-focused') !== null;
  const name =
    element.getAttribute('aria-label') ||
    element.textContent?.trim().slice(0, 60) ||
    element.tagName.toLowerCase();
  return {
    name,
    visible: field || (element.matches(':focus-visible') && (outline || shadow || mui)),
  };
}

/**
 * Fails unless something has focus and shows it (soon: what a key starts may move focus
 * when the server answers); answers the focused element's name.
 */
export async function expectVisibleFocus(page: Page): Promise<string> {
  let name = '';
  await expect
    .poll(async () => {
      const state = await page.evaluate(focusState);
      name = state.name;
      return state.visible ? 'focus shown' : `focus not shown on "${state.name}"`;
    })
    .toBe('focus shown');
  return name;
}

/** The keyboard of a journey: presses keys one at a time and counts them. */
export function countedKeyboard(page: Page) {
  let presses = 0;
  return {
    /** Presses `key` (Playwright's names: 'Enter', 'Shift+Tab', 'c') and checks focus shows. */
    async press(key: string): Promise<string> {
      presses += 1;
      await page.keyboard.press(key);
      return expectVisibleFocus(page);
    },
    /** Types `text` a key at a time, each one counted. */
    async type(text: string): Promise<void> {
      for (const key of text) {
        presses += 1;
        await page.keyboard.press(key);
      }
      await expectVisibleFocus(page);
    },
    get presses() {
      return presses;
    },
  };
}
