import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

import {
  OpenApplicationReviewDocument,
  StaffApplicationDocument,
  type StaffApplicationDetailFragment,
} from '@/gql/graphql';

export type StaffApplicationDetail = StaffApplicationDetailFragment;

/**
 * One application as the reviewer sees it, always fresh from the server (its
 * version guards the decision). A§4: opening a pending one moves it to
 * under_review; the answer replaces it in the cache, so the list follows, and
 * `movedOnOpen` tells the reviewer it happened.
 */
export function useApplicationReview(id: string) {
  const query = useQuery(StaffApplicationDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [openReview, opening] = useMutation(OpenApplicationReviewDocument);
  const openedId = useRef<string | null>(null);
  const application = query.data?.application;
  const pending = application?.status === 'pending';

  useEffect(() => {
    // Once per opening, also under StrictMode's second effect run.
    if (!pending || openedId.current === id) return;
    openedId.current = id;
    // A failure shows as `openError`.
    openReview({ variables: { id } }).catch(() => undefined);
  }, [pending, id, openReview]);

  return {
    application,
    loading: query.loading,
    error: query.error,
    openError: opening.error,
    /** This opening moved it from pending to under_review (and the applicant was notified). */
    movedOnOpen: opening.data?.openApplicationReview.status === 'under_review',
    reload: () => query.refetch(),
  };
}
