import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/**
 * What the focused element is, or why no focus shows: nothing focused, or a focused element
 * drawn without an indicator (no outline or ring of its own, and not inside MUI's focused
 * field or focus-visible control, which draw one for it).
 */
function focusProblem(): string | null {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing is focused';
  const style = getComputedStyle(element);
  const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const ringed = style.boxShadow !== 'none';
  if (outlined || ringed || element.closest('.Mui-focusVisible, .Mui-focused')) return null;
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
  return `${element.tagName.toLowerCase()} "${name ?? ''}" shows no focus`;
}

/**
 * The focused element shows that it is (WCAG 2.4.7), once the key's effect has settled (a
 * dialog opening, a saved dialog closing and handing the focus back).
 */
export async function expectVisibleFocus(page: Page, after: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(focusProblem), { message: `focus after ${after}` })
    .toBeNull();
}

/**
 * A keyboard-only user: every command key (Tab, arrows, Enter, Escape) is counted and must
 * leave a visible focus. What is typed into a field is the form's content, not a way around
 * it, so `type` does not count it.
 */
export class KeyboardUser {
  /** Command keys pressed so far. */
  presses = 0;

  constructor(private readonly page: Page) {}

  async press(key: string, times = 1): Promise<void> {
    for (let n = 0; n < times; n += 1) {
      await this.page.keyboard.press(key);
      this.presses += 1;
      await expectVisibleFocus(this.page, `${key} (key ${String(this.presses)})`);
    }
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
}
