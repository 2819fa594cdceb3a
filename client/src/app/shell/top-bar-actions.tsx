import { createContext, use, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The top bar's place for controls of the signed-in layout, which brings Apollo Client and the
 * user (the notification bell): the top bar itself renders before either is there.
 */
export const TopBarActionsContext = createContext<HTMLElement | null>(null);

/** Draws its children in the top bar, before the theme toggle. */
export function TopBarActions({ children }: { children: ReactNode }) {
  const host = use(TopBarActionsContext);
  return host ? createPortal(children, host) : null;
}
