import { useMemo, useState, type ReactNode } from 'react';

import { MobileNavContext } from '@/app/shell/mobile-nav';

// The top bar (hamburger) and the role layout (drawer) are siblings under the app shell.
export function MobileNavProvider({ children }: { children: ReactNode }) {
  const [hasMenu, setHasMenu] = useState(false);
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ hasMenu, open, setHasMenu, setOpen }), [hasMenu, open]);
  return <MobileNavContext value={value}>{children}</MobileNavContext>;
}
