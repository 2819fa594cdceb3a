import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { useTimedFeedback } from '@/components/use-timed-feedback';
import { EndSessionDocument, SessionsDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

const SUCCESS_MS = 3000;
const FAILURE_MS = 5000;

/** F§8 End session; the list is read again afterwards. */
export function useEndSession() {
  const [endSession] = useMutation(EndSessionDocument, {
    refetchQueries: [SessionsDocument],
    awaitRefetchQueries: true,
  });
  const [endingId, setEndingId] = useState<string | null>(null);
  const [feedback, showFeedback] = useTimedFeedback();

  const end = async (id: string) => {
    setEndingId(id);
    try {
      await endSession({ variables: { id } });
      showFeedback({ severity: 'success', text: 'Session ended successfully' }, SUCCESS_MS);
    } catch (error) {
      const text = readServerError(error)?.message ?? 'Failed to end session. Please try again.';
      showFeedback({ severity: 'error', text }, FAILURE_MS);
    } finally {
      setEndingId(null);
    }
  };

  return { end, endingId, feedback };
}
