import type { SxProps, Theme } from '@mui/material/styles';

/** Hidden on screen, still read by assistive technology (collapsed sidebar labels). */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
