import { useEffect, useRef } from 'react';

/** Calls `callback` with the last value once `delayMs` passed without another call. */
export function useDebouncedCallback<T>(callback: (value: T) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  return (value: T) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      callback(value);
    }, delayMs);
  };
}
