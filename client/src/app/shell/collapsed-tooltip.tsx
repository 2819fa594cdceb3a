import type { ReactElement } from 'react';

import { DeferredTooltip, type TooltipTriggerProps } from '@/components/deferred-tooltip';

interface CollapsedTooltipProps {
  collapsed: boolean;
  title: string;
  children: ReactElement<TooltipTriggerProps>;
}

/** The icon-only sidebar names each item in a tooltip; the expanded one shows the text itself. */
export function CollapsedTooltip({ collapsed, title, children }: CollapsedTooltipProps) {
  if (!collapsed) return children;
  return (
    // describeChild: the item keeps its own accessible name (which may include a count).
    <DeferredTooltip title={title} placement="right" describeChild>
      {children}
    </DeferredTooltip>
  );
}
