import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { DetailPairs, type DetailPair } from '@/components/detail-pairs';
import type { GridShortcut } from '@/features/dtr/use-grid-navigation';

/** The keys every DTR grid has (use-grid-navigation.ts, cell-time-input.tsx). */
const MOVING: DetailPair[] = [
  ['← → ↑ ↓', 'Move between cells'],
  ['Home / End', 'First / last cell of the row'],
  ['Ctrl+Home / Ctrl+End', 'First / last row'],
  ['Page Up / Page Down', 'A week up / down'],
  ['Tab', 'Leave the table'],
  ['A digit', 'Type a time in a time cell: 745a, 1:05 PM, 13:05'],
  ['Enter or F2', 'Edit the time; Enter again keeps it'],
  ['Escape', 'Put the time back as it was'],
  ['Delete', 'Clear the time'],
  ['Enter or Space', 'Press the focused button'],
];

/** Shift+A for 'A'. */
const keyName = (key: string) =>
  key.length === 1 && key !== key.toLowerCase() ? `Shift+${key}` : key;

interface GridKeysPopoverProps {
  id: string;
  open: boolean;
  anchor: HTMLElement | null;
  shortcuts: GridShortcut[];
  onClose(): void;
}

export function GridKeysPopover({ id, open, anchor, shortcuts, onClose }: GridKeysPopoverProps) {
  const titleId = useId();
  const rows = [...shortcuts.map(({ key, label }): DetailPair => [keyName(key), label]), ...MOVING];
  return (
    <Popover
      id={id}
      open={open && anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 440 } },
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Keyboard shortcuts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        While a cell of the table has focus:
      </Typography>
      <DetailPairs label="Keys of the table" rows={rows} />
    </Popover>
  );
}
