import { useState } from 'react';

import { useTimedFeedback } from '@/components/use-timed-feedback';
import { readServerError } from '@/lib/apollo/graphql-error';

const SUCCESS_MS = 3000;
const FAILURE_MS = 5000;

/** Revoking API tokens one at a time, with the outcome shown for a while (F§8 timings). */
export function useTokenRevocation(revokeById: (id: string) => Promise<unknown>) {
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const [feedback, showFeedback] = useTimedFeedback();

  const revoke = async (token: { id: string; name: string }) => {
    setRevokingId(token.id);
    try {
      await revokeById(token.id);
      showFeedback({ severity: 'success', text: `Token "${token.name}" revoked` }, SUCCESS_MS);
    } catch (error) {
      const text = readServerError(error)?.message ?? 'Could not revoke the token. Try again.';
      showFeedback({ severity: 'error', text }, FAILURE_MS);
    } finally {
      setRevokingId(null);
    }
  };

  return { revoke, revokingId, feedback };
}
