import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { VerifyEmailDocument } from '@/gql/graphql';
import { useAuth } from '@/lib/auth/use-auth';

// F§9: the success message shows 2 s before the redirect.
const REDIRECT_DELAY_MS = 2000;
const DEFAULT_REDIRECT = '/student-dashboard';

export type VerificationState = 'verifying' | 'verified' | 'failed';

/** F§4 E-mail verification page: verifies on load, then redirects after 2 s. */
export function useEmailVerification(code: string): VerificationState {
  const [verifyEmail] = useMutation(VerifyEmailDocument);
  const { refetchUser } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<VerificationState>('verifying');
  const [redirectUrl, setRedirectUrl] = useState(DEFAULT_REDIRECT);
  // The code works once: never send it twice (StrictMode runs effects twice in development).
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === code) return;
    sentFor.current = code;
    verifyEmail({ variables: { code } }).then(
      ({ data }) => {
        // A signed-in user's verification badge and blocked pages follow at once.
        refetchUser().catch(() => undefined);
        setRedirectUrl(data?.verifyEmail.redirectUrl || DEFAULT_REDIRECT);
        setState('verified');
      },
      () => {
        setState('failed');
      },
    );
  }, [code, verifyEmail, refetchUser]);

  useEffect(() => {
    if (state !== 'verified') return;
    const timer = setTimeout(() => {
      void navigate(redirectUrl, { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state, redirectUrl, navigate]);

  return state;
}
