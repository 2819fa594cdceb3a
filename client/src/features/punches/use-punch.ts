import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useRef, useState } from 'react';

import { dropScan, enqueueScan, queuedScans } from '@/features/punches/offline-queue';
import { PunchDocument, type PunchMutation } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

export type PunchResult = PunchMutation['punch'];

export type PunchOutcome =
  | { kind: 'sending' }
  | { kind: 'punched'; result: PunchResult }
  | { kind: 'refused'; message: string }
  | { kind: 'queued' };

/** A send that never reached the server (no signal, server down), as opposed to its refusal. */
const unreached = (error: unknown) =>
  !CombinedGraphQLErrors.is(error) || readServerError(error) === undefined;

const REFUSED = 'The punch could not be recorded. Scan the code on the office screen again.';

/**
 * Sends scanned codes. Offline, or when the server cannot be reached, the scan
 * is kept on the phone with the phone's time and sent when back online (and
 * on every visit of the page); the outcomes of those late sends are listed.
 */
export function usePunch() {
  const [mutate] = useMutation(PunchDocument);
  const [outcome, setOutcome] = useState<PunchOutcome | null>(null);
  const [lateOutcomes, setLateOutcomes] = useState<PunchOutcome[]>([]);
  const [waiting, setWaiting] = useState(() => queuedScans().length);
  const flushing = useRef(false);

  const send = useCallback(
    async (code: string, scannedAt?: string): Promise<PunchOutcome> => {
      try {
        const { data } = await mutate({ variables: { input: { code, scannedAt } } });
        return data
          ? { kind: 'punched', result: data.punch }
          : { kind: 'refused', message: REFUSED };
      } catch (error) {
        if (unreached(error)) return { kind: 'queued' };
        return { kind: 'refused', message: readServerError(error)?.message ?? REFUSED };
      }
    },
    [mutate],
  );

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      for (const scan of queuedScans()) {
        const sent = await send(scan.code, scan.scannedAt);
        if (sent.kind === 'queued') break;
        dropScan(scan.code);
        setLateOutcomes((shown) => [...shown, sent]);
      }
    } finally {
      flushing.current = false;
      setWaiting(queuedScans().length);
    }
  }, [send]);

  const punch = useCallback(
    async (code: string) => {
      const scannedAt = new Date().toISOString();
      const keep = () => {
        enqueueScan({ code, scannedAt });
        setWaiting(queuedScans().length);
        setOutcome({ kind: 'queued' });
      };
      if (!navigator.onLine) return keep();
      setOutcome({ kind: 'sending' });
      const sent = await send(code);
      if (sent.kind === 'queued') keep();
      else setOutcome(sent);
    },
    [send],
  );

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, [flush]);

  return { outcome, punch, reset: () => setOutcome(null), lateOutcomes, waiting };
}
