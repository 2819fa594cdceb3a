import { useMutation, useQuery } from '@apollo/client/react';

import { useDayDrafts, type DraftSave } from '@/features/dtr/use-day-drafts';
import { useDtrLive } from '@/features/dtr/use-dtr-live';
import { MyDtrMonthDocument, SaveDtrDayDocument } from '@/gql/graphql';

/**
 * The student's DTR month (this month when `month` is ''), their deployment and training
 * progress, kept live; the days edited in the grid and how they are saved.
 */
export function useMyDtr(month: string) {
  const query = useQuery(MyDtrMonthDocument, {
    variables: { month: month || undefined },
    // The office may have confirmed days since the page was last open.
    fetchPolicy: 'cache-and-network',
    // A reload after a write must read after it: joined to a read already on its way (a live
    // refetch sent before the write landed), it would show the day as it was.
    context: { queryDeduplication: false },
  });
  const [saveDay] = useMutation(SaveDtrDayDocument);
  const drafts = useDayDrafts();
  const sheet = query.data?.myDtrMonth ?? undefined;
  const scholar = query.data?.myScholar ?? undefined;
  const reload = () => query.refetch();
  useDtrLive(scholar?.id, reload);

  const save = (days: DraftSave[]) =>
    drafts.save(
      days,
      ({ date, times }) => {
        const stored = sheet?.days.find((day) => day.date === date);
        return saveDay({
          variables: {
            input: { workDate: date, ...times, expectedVersion: stored?.version ?? undefined },
          },
        });
      },
      reload,
    );

  return {
    /** Undefined while loading, after a failure, or when not deployed (then `notDeployed`). */
    sheet,
    scholar,
    notDeployed: query.data !== undefined && query.data.myDtrMonth === null,
    loading: query.loading,
    failed: Boolean(query.error) && !query.data,
    reload,
    drafts,
    save,
  };
}
