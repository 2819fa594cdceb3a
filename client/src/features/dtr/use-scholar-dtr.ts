import { useMutation, useQuery } from '@apollo/client/react';

import { useDtrLive } from '@/features/dtr/use-dtr-live';
import {
  ConfirmDtrDaysDocument,
  ConfirmPunchedDaysDocument,
  ScholarDtrMonthDocument,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';

const days = (count: number) => (count === 1 ? '1 day' : `${String(count)} days`);

/** One scholar's month as the office sees it, live, and "Confirm all" of its complete days. */
export function useScholarDtr(scholarId: string, month: string) {
  const toast = useToast();
  const query = useQuery(ScholarDtrMonthDocument, {
    variables: { scholarId, month: month || undefined },
    fetchPolicy: 'cache-and-network',
    // A reload after a write must read after it: joined to a read already on its way (a live
    // refetch sent before the write landed), it would show the day as it was.
    context: { queryDeduplication: false },
  });
  const reload = () => query.refetch();
  useDtrLive(scholarId, reload);
  const [confirmDays, confirming] = useMutation(ConfirmDtrDaysDocument);
  const [confirmPunchedDays, confirmingPunched] = useMutation(ConfirmPunchedDaysDocument);
  const sheet = query.data?.dtrMonth;

  // Both confirmations answer how many days they confirmed, said the same way.
  const confirmWith = async (
    send: (month: string) => Promise<number | undefined>,
    none: string,
  ) => {
    if (!sheet) return;
    try {
      const count = (await send(sheet.month)) ?? 0;
      toast.show(count > 0 ? `Confirmed ${days(count)}.` : none, {
        type: count > 0 ? 'success' : 'info',
      });
    } catch (failure) {
      const message = readServerError(failure)?.message ?? 'Could not confirm the days.';
      toast.show(message, { type: 'error' });
    }
    await reload().catch(() => undefined);
  };
  const confirmAll = () =>
    confirmWith(
      async (month) =>
        (await confirmDays({ variables: { input: { month, scholarId } } })).data?.confirmDtrDays
          .confirmedDays,
      'There were no complete days left to confirm.',
    );
  const confirmPunched = () =>
    confirmWith(
      async (month) =>
        (await confirmPunchedDays({ variables: { month, scholarId } })).data?.confirmPunchedDays
          .confirmedDays,
      'There were no complete punched days left to confirm.',
    );

  return {
    sheet,
    loading: query.loading,
    /** Out of scope reads as not found: LoadErrorAlert shows the server's message, without Retry. */
    error: query.error && !query.data ? query.error : undefined,
    reload,
    confirmAll,
    confirmPunched,
    confirming: confirming.loading || confirmingPunched.loading,
  };
}
