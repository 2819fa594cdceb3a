import { createContext, use } from 'react';

/** F§9: below 768 px the sidebar becomes a drawer opened from the top bar. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';

export interface MobileNav {
  /** A role layout is on screen, so the top bar offers its hamburger. */
  hasMenu: boolean;
  open: boolean;
  setHasMenu(hasMenu: boolean): void;
  setOpen(open: boolean): void;
}

export const MobileNavContext = createContext<MobileNav | null>(null);

export function useMobileNav(): MobileNav {
  const value = use(MobileNavContext);
  if (value === null) throw new Error('useMobileNav must be used inside MobileNavProvider');
  return value;
}
