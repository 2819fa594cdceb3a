import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

interface CollapsedTooltipProps {
  collapsed: boolean;
  title: string;
  children: ReactElement;
}

/** The icon-only sidebar names each item in a tooltip; the expanded one shows the text itself. */
export function CollapsedTooltip({ collapsed, title, children }: CollapsedTooltipProps) {
  if (!collapsed) return children;
  return (
    // describeChild: the item keeps its own accessible name (which may include a count).
    <Tooltip title={title} placement="right" describeChild>
      {children}
    </Tooltip>
  );
}
