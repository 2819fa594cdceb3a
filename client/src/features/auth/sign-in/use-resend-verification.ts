import { useEffect, useState } from 'react';

import { ResendVerificationDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { requestGraphql } from '@/lib/graphql-request';

// F§8 Resend verification; F§9: the outcome shows for 5 s.
const OUTCOME_DISPLAY_MS = 5000;
const SENT = 'Verification email sent successfully! Please check your inbox.';
const FAILED = 'Failed to send verification email';

export interface ResendOutcome {
  severity: 'success' | 'error';
  message: string;
}

/** A plain request, not Apollo: it is part of the sign-in page (issue #14). */
export function useResendVerification() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => {
      setOutcome(null);
    }, OUTCOME_DISPLAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [outcome]);

  /** Acts only when an e-mail has been entered (F§5). */
  const resendTo = async (email: string) => {
    if (email === '') return;
    setSending(true);
    try {
      await requestGraphql(ResendVerificationDocument, { input: { email } });
      setOutcome({ severity: 'success', message: SENT });
    } catch (error) {
      setOutcome({ severity: 'error', message: readServerError(error)?.message ?? FAILED });
    } finally {
      setSending(false);
    }
  };

  return { resendTo, sending, outcome };
}
