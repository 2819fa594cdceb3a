import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';

import {
  ConfirmDtrDaysDocument,
  DtrPickerScholarsDocument,
  OfficeDtrOverviewDocument,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';

const plural = (count: number, one: string) =>
  count === 1 ? `1 ${one}` : `${String(count)} ${one}s`;

/** The office's month (one row per scholar) and the confirmation of all its complete days. */
export function useOfficeOverview(month: string) {
  const toast = useToast();
  const client = useApolloClient();
  const query = useQuery(OfficeDtrOverviewDocument, {
    variables: { month: month || undefined },
    // Scholars record and other staff confirm meanwhile: read afresh when the page opens.
    fetchPolicy: 'cache-and-network',
  });
  const [confirmDays, confirming] = useMutation(ConfirmDtrDaysDocument);
  const overview = query.data?.officeDtrMonth;

  const confirmOffice = async () => {
    if (!overview) return;
    try {
      const { data } = await confirmDays({ variables: { input: { month: overview.month } } });
      const done = data?.confirmDtrDays;
      toast.show(
        done && done.confirmedDays > 0
          ? `Confirmed ${plural(done.confirmedDays, 'day')} of ${plural(done.scholars, 'scholar')}.`
          : 'There were no complete days left to confirm.',
        { type: done && done.confirmedDays > 0 ? 'success' : 'info' },
      );
    } catch (failure) {
      const message = readServerError(failure)?.message ?? 'Could not confirm the days.';
      toast.show(message, { type: 'error' });
    }
    // The hours on the cards change too.
    await client.refetchQueries({
      include: [OfficeDtrOverviewDocument, DtrPickerScholarsDocument],
    });
  };

  return {
    overview,
    loading: query.loading,
    failed: Boolean(query.error) && !query.data,
    retry: () => void query.refetch(),
    confirmOffice,
    confirming: confirming.loading,
  };
}
