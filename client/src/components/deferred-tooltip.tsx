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

export interface TooltipTriggerProps {
  ref?: Ref<HTMLElement>;
  title?: string;
  'aria-label'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

interface DeferredTooltipProps extends Pick<TooltipProps, 'placement' | 'describeChild'> {
  title: string;
  children: ReactElement<TooltipTriggerProps>;
}

/**
 * MUI's Tooltip for controls on every page (the top bar's theme toggle, the
 * sidebar's), whose code loads when the mouse or keyboard focus first reaches
 * the control, so first visits do without it (issue #14). It then opens at
 * once, as the Tooltip would after its short delay, and from there on is
 * MUI's own. Until then the control carries the name or description the
 * Tooltip would give it (aria-label, or with describeChild a title).
 */
export function DeferredTooltip({ title, children, ...tooltipProps }: DeferredTooltipProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps>>();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  // The control is rendered anew inside the Tooltip; never between a press and
  // its release, which would lose the click.
  const [pressed, setPressed] = useState(false);
  const control = useRef<HTMLElement>(null);

  // Keyboard focus stays on the control when it is rendered anew.
  useLayoutEffect(() => {
    if (Tooltip && focused) control.current?.focus();
  }, [Tooltip, focused]);

  if (Tooltip && !pressed) {
    return (
      <Tooltip
        {...tooltipProps}
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

  const { onPointerEnter, onPointerLeave, onPointerDown, onFocus, onBlur } = children.props;
  const naming = tooltipProps.describeChild
    ? { title: children.props.title ?? title }
    : { 'aria-label': children.props['aria-label'] ?? title };
  const want = (show: boolean) => {
    setOpen(show);
    void loadTooltip().then(({ default: loaded }) => {
      setTooltip(() => loaded);
    });
  };
  return cloneElement(children, {
    ...naming,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      // A touch opens MUI's tooltip only on a long press: not here either.
      want(event.pointerType === 'mouse');
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      setOpen(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      onPointerDown?.(event);
      setPressed(true);
      // Released anywhere: after the click that release makes has been handled.
      window.addEventListener(
        'pointerup',
        () => {
          setTimeout(() => {
            setPressed(false);
          });
        },
        { once: true, capture: true },
      );
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
