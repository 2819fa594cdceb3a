import { useState } from 'react';

/**
 * The id a dialog of one object shows: kept while the dialog closes, so its
 * content does not vanish mid-transition, and let go once it has
 * (`onExited` goes to the dialog's transition).
 */
export function useKeptWhileClosing(id: string | null): {
  shownId: string | null;
  onExited: () => void;
} {
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  return { shownId, onExited: () => setShownId(null) };
}
