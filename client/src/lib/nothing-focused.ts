/**
 * Whether the page's focus is still at its start (a page just opened, or the focused control
 * went away): only then may a page move it to where its work starts, never away from a
 * control the user is on.
 */
export function nothingFocused(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
