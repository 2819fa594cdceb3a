import { useEffect, useRef } from 'react';

// F§9: signed out after 60 minutes without activity, warned 5 minutes before.
const INACTIVITY_LIMIT_MS = 60 * 60_000;
const WARNING_BEFORE_MS = 5 * 60_000;

// Mouse, keyboard, scroll or touch (F§4 Inactivity).
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'scroll', 'touchstart'];

interface InactivityHandlers {
  onWarning(): void;
  onTimeout(): void;
}

/** Runs the inactivity timer while `active`; any activity starts it over. */
export function useInactivityTimer(active: boolean, handlers: InactivityHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!active) return;
    let warningTimer: ReturnType<typeof setTimeout>;
    let timeoutTimer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(warningTimer);
      clearTimeout(timeoutTimer);
      warningTimer = setTimeout(() => {
        latest.current.onWarning();
      }, INACTIVITY_LIMIT_MS - WARNING_BEFORE_MS);
      timeoutTimer = setTimeout(() => {
        latest.current.onTimeout();
      }, INACTIVITY_LIMIT_MS);
    };
    // Capture: scrolling inside any element counts, and scroll events do not bubble.
    const listenerOptions = { capture: true, passive: true };
    ACTIVITY_EVENTS.forEach((event) => {
      window.addEventListener(event, restart, listenerOptions);
    });
    restart();
    return () => {
      clearTimeout(warningTimer);
      clearTimeout(timeoutTimer);
      ACTIVITY_EVENTS.forEach((event) => {
        window.removeEventListener(event, restart, listenerOptions);
      });
    };
  }, [active]);
}
