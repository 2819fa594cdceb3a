import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import type { Feedback } from '@/components/feedback-alert';
import { CancelEmailChangeDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';

/** F§8 Cancel e-mail change; on success the user is read again (the spec's page reload). */
export function useCancelEmailChange() {
  const { refetchUser } = useAuth();
  const [cancelEmailChange, { loading }] = useMutation(CancelEmailChangeDocument);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const cancel = async () => {
    setFeedback(null);
    try {
      const { data } = await cancelEmailChange();
      setFeedback({
        severity: 'success',
        text: data?.cancelEmailChange.message || 'Email change cancelled successfully!',
      });
      await refetchUser();
    } catch (error) {
      const text =
        readServerError(error)?.message ?? 'Failed to cancel email change. Please try again.';
      setFeedback({ severity: 'error', text });
    }
  };

  return { cancel, cancelling: loading, feedback };
}
