/**
 * Hidden on screen, still read by assistive technology (collapsed sidebar labels, a table's
 * action header, what a chart shows). Sizes in pixels: MUI reads a bare 1 as 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
