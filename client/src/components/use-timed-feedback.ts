import { useCallback, useEffect, useRef, useState } from 'react';

import type { Feedback } from '@/components/feedback-alert';

/** Feedback that clears itself after a while (F§8: 3 s or 5 s). */
export function useTimedFeedback(): [
  feedback: Feedback | null,
  show: (feedback: Feedback, durationMs: number) => void,
] {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const show = useCallback((next: Feedback, durationMs: number) => {
    clearTimeout(timer.current);
    setFeedback(next);
    timer.current = setTimeout(() => {
      setFeedback(null);
    }, durationMs);
  }, []);

  return [feedback, show];
}
