import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useState, type ComponentType } from 'react';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * A dialog whose code loads when it first opens: a page draws its rows at once
 * and fetches the dialog's form (react-hook-form, Zod, MUI's Dialog) only when
 * someone asks for it. Once loaded it stays mounted, so it can animate closed
 * and open again without a wait. `isOpen` reads the dialog's own props.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazyComponent(load);
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense
        fallback={
          <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
            <CircularProgress aria-label="Loading" />
          </Backdrop>
        }
      >
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
