import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'emailChangeBlockedUntil';
const BLOCK_MS = 300_000;

function readBlockedUntil(): number {
  const stored = Number(localStorage.getItem(STORAGE_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

/** mm:ss, e.g. 04:59. */
export function formatCountdown(milliseconds: number): string {
  const totalSeconds = Math.ceil(milliseconds / 1000);
  const minutes = String(Math.floor(totalSeconds / 60)).padStart(2, '0');
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/**
 * F§4 E-mail change: after a rate-limit answer the form is blocked for 5 minutes.
 * The end time lives in local storage, so a reload keeps the block and its countdown.
 */
export function useEmailChangeBlock(): { remainingMs: number; start: () => void } {
  const [blockedUntil, setBlockedUntil] = useState(readBlockedUntil);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (blockedUntil === 0) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= blockedUntil) {
        localStorage.removeItem(STORAGE_KEY);
        setBlockedUntil(0);
      }
    };
    const timer = setInterval(tick, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [blockedUntil]);

  const start = useCallback(() => {
    const current = Date.now();
    localStorage.setItem(STORAGE_KEY, String(current + BLOCK_MS));
    setNow(current);
    setBlockedUntil(current + BLOCK_MS);
  }, []);

  return { remainingMs: Math.max(0, blockedUntil - now), start };
}
