import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';

import type { GridShortcut } from '@/features/dtr/use-grid-navigation';
import { lazyDialog } from '@/lib/lazy-dialog';

const GridKeysPopover = lazyDialog(
  () => import('@/features/dtr/grid-keys-popover').then((m) => m.GridKeysPopover),
  (props) => props.open,
);

interface GridKeysHelpProps {
  shortcuts: GridShortcut[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** "Keyboard shortcuts": the grid's keys in a popover (also opened by ? in the grid). */
export function GridKeysHelp({ shortcuts, open, onOpenChange }: GridKeysHelpProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  return (
    <>
      <Button
        ref={setAnchor}
        variant="text"
        startIcon={<KeyboardIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => {
          onOpenChange(true);
        }}
      >
        Keyboard shortcuts
      </Button>
      <GridKeysPopover
        id={popoverId}
        open={open}
        anchor={anchor}
        shortcuts={shortcuts}
        onClose={() => {
          onOpenChange(false);
        }}
      />
    </>
  );
}
