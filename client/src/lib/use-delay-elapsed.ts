import { useEffect, useState } from 'react';

export function useDelayElapsed(milliseconds: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setElapsed(true);
    }, milliseconds);
    return () => {
      clearTimeout(timer);
    };
  }, [milliseconds]);
  return elapsed;
}
