import type { ClipboardEvent, KeyboardEvent } from 'react';

// F§5 input behaviour: keys a field must not take, and clipboard blocking.

function isCharacterKey(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export function blockSpaceKey(event: KeyboardEvent): void {
  if (event.key === ' ') event.preventDefault();
}

/** Names take letters only: digits, spaces and punctuation keys do nothing. */
export function blockNonLetterKeys(event: KeyboardEvent): void {
  if (isCharacterKey(event) && !/^\p{L}$/u.test(event.key)) event.preventDefault();
}

function preventDefault(event: ClipboardEvent): void {
  event.preventDefault();
}

/** Spread on an input: paste, copy and cut do nothing. */
export const blockClipboard = {
  onPaste: preventDefault,
  onCopy: preventDefault,
  onCut: preventDefault,
};

export function capitalizeFirstLetter(value: string): string {
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

export function withoutWhitespace(value: string): string {
  return value.replace(/\s/g, '');
}
