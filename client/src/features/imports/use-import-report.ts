import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import {
  ApplyImportDocument,
  CancelImportDocument,
  ImportDocument,
  ImportRowsDocument,
  ImportsDocument,
  type ImportFieldsFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';

// A running apply saves its progress after each batch: asked again every second.
const PROGRESS_POLL_MS = 1_000;

/**
 * One import with its report, followed while it applies; the apply (asked in a dialog first)
 * and the cancel, which drops a preview or stops a running apply before its next batch.
 */
export function useImportReport(id: string) {
  const client = useApolloClient();
  const toast = useToast();
  const query = useQuery(ImportDocument, { variables: { id } });
  const item = query.data?.import;
  const status = item?.status;
  const { startPolling, stopPolling } = query;

  useEffect(() => {
    if (status !== 'applying') return;
    startPolling(PROGRESS_POLL_MS);
    return () => {
      stopPolling();
    };
  }, [status, startPolling, stopPolling]);

  // When an apply ends, its rows and the history say so too.
  const before = useRef(status);
  useEffect(() => {
    if (before.current === 'applying' && status !== 'applying')
      void client.refetchQueries({ include: [ImportsDocument, ImportRowsDocument] });
    before.current = status;
  }, [status, client]);

  const [asked, setAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [apply, applying] = useMutation(ApplyImportDocument, {
    refetchQueries: [ImportsDocument, ImportRowsDocument],
  });
  const [cancel, cancelling] = useMutation(CancelImportDocument, {
    refetchQueries: [ImportsDocument],
  });

  const confirm = async (target: ImportFieldsFragment, sendMail: boolean) => {
    setFailure(null);
    const mail =
      target.kind === 'office_staff'
        ? { sendInvitations: sendMail }
        : { sendPasswordEmails: sendMail };
    try {
      const { data } = await apply({ variables: { input: { id: target.id, ...mail } } });
      setAsked(false);
      if (data?.applyImport.status === 'applied')
        toast.show(`Applied ${target.fileName}.`, { type: 'success' });
    } catch (error) {
      // The check at apply may have found rows in error since the preview: its counts changed.
      void query.refetch();
      setFailure(
        readServerError(error)?.message ?? 'The import could not be applied. Please try again.',
      );
    }
  };

  const stop = async (target: ImportFieldsFragment) => {
    try {
      const { data } = await cancel({ variables: { id: target.id } });
      if (data?.cancelImport.status === 'cancelled')
        toast.show(`Discarded ${target.fileName}; nothing was written.`, { type: 'info' });
    } catch (error) {
      void query.refetch();
      toast.show(readServerError(error)?.message ?? 'Could not cancel. Please try again.', {
        type: 'error',
      });
    }
  };

  return {
    item,
    loading: query.loading,
    error: query.error,
    refetch: () => void query.refetch(),
    dialog: {
      item: asked && item ? item : null,
      busy: applying.loading,
      failure,
      onCancel: () => {
        setAsked(false);
      },
      onConfirm: (target: ImportFieldsFragment, sendMail: boolean) =>
        void confirm(target, sendMail),
    },
    askApply: () => {
      setFailure(null);
      setAsked(true);
    },
    cancel: (target: ImportFieldsFragment) => void stop(target),
    cancelling: cancelling.loading,
  };
}
