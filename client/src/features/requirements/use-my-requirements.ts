import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { documentProblem } from '@/features/requirements/requirement-documents';
import {
  MyRequirementSubmissionDocument,
  ReuploadRequirementDocument,
  type RequirementItemFieldsFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { useToast } from '@/lib/toast/use-toast';

/** The student's submission, live as HR reviews it; and the re-upload of an item that needs it. */
export function useMyRequirements() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(MyRequirementSubmissionDocument, {
    fetchPolicy: 'cache-and-network',
  });
  // HR's reviews arrive as notifications linking here.
  useRefetchOnNotice('/requirements', refetch);
  const [reuploadMutation] = useMutation(ReuploadRequirementDocument);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});

  const reupload = async (item: RequirementItemFieldsFragment, file: File) => {
    const problem = documentProblem(file);
    setItemErrors((current) => ({ ...current, [item.key]: problem ?? '' }));
    if (problem) return;
    setBusyKey(item.key);
    try {
      await reuploadMutation({
        variables: { key: item.key, file, expectedVersion: item.version },
      });
      toast.show(`${item.label} was uploaded again.`, { type: 'success' });
    } catch (failure) {
      const server = readServerError(failure);
      const message =
        server?.fields[item.key] ?? server?.message ?? 'Failed to upload. Please try again.';
      setItemErrors((current) => ({ ...current, [item.key]: message }));
      void refetch();
    } finally {
      setBusyKey(null);
    }
  };

  return {
    submission: data?.myRequirementSubmission ?? null,
    loaded: data !== undefined,
    loading,
    failed: Boolean(error) && data === undefined,
    retry: () => void refetch(),
    refetch: () => refetch(),
    busyKey,
    itemErrors,
    reupload: (item: RequirementItemFieldsFragment, file: File) => void reupload(item, file),
  };
}
