import { useCallback, useEffect, useRef } from 'react';

// A burst of events (a bulk action, many notifications) then costs one round of work.
const COALESCE_MS = 250;

/** Calls `work` once per burst: calls made while one is scheduled join it. */
export function useCoalesced(work: () => unknown): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void latest.current();
    }, COALESCE_MS);
  }, []);
}
