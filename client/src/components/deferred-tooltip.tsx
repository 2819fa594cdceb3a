import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';

// MUI's Tooltip brings Popper (12 kB gzip with it): loaded on first use, not with the page.
let tooltipModule: Promise<{ default: ComponentType<TooltipProps> }> | undefined;
const loadTooltip = () => (tooltipModule ??= import('@mui/material/Tooltip'));

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

interface DeferredTooltipProps {
  title: string;
  children: ReactElement<TriggerProps>;
}

/**
 * MUI's Tooltip for a control on every page (the top bar's theme toggle),
 * whose code loads when the mouse or keyboard focus first reaches the
 * control, so first visits do without it (issue #14). It then opens at once,
 * as the Tooltip would after its short delay, and from there on is MUI's own.
 */
export function DeferredTooltip({ title, children }: DeferredTooltipProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps>>();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const control = useRef<HTMLElement>(null);

  // The control is rendered anew inside the Tooltip: keyboard focus stays on it.
  useLayoutEffect(() => {
    if (Tooltip && focused) control.current?.focus();
  }, [Tooltip, focused]);

  if (Tooltip) {
    return (
      <Tooltip
        title={title}
        open={open}
        onOpen={() => {
          setOpen(true);
        }}
        onClose={() => {
          setOpen(false);
        }}
      >
        {cloneElement(children, { ref: control })}
      </Tooltip>
    );
  }

  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;
  const want = (show: boolean) => {
    setOpen(show);
    void loadTooltip().then(({ default: loaded }) => {
      setTooltip(() => loaded);
    });
  };
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      // A touch opens MUI's tooltip only on a long press: not here either.
      want(event.pointerType === 'mouse');
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      setOpen(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      setFocused(true);
      want(event.currentTarget.matches(':focus-visible'));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event);
      setFocused(false);
      setOpen(false);
    },
  });
}
