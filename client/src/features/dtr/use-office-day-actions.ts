import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { useDayDrafts, type DraftSave } from '@/features/dtr/use-day-drafts';
import {
  ConfirmDtrDayDocument,
  CorrectDtrDayDocument,
  ExcuseDtrDayDocument,
  UnconfirmDtrDayDocument,
  type DtrDayFieldsFragment,
  type DtrSheetFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';

type Day = DtrDayFieldsFragment;

/**
 * What office staff do to one day of a scholar's month (A§2.4): correct its times (with a
 * reason once the month is approved), confirm it, take the confirmation back, excuse it.
 * Each answer is followed by a fresh read of the month; a refusal is said in a toast.
 */
export function useOfficeDayActions(
  scholarId: string,
  sheet: DtrSheetFragment | undefined,
  reload: () => Promise<unknown>,
) {
  const toast = useToast();
  const drafts = useDayDrafts();
  const [busyDate, setBusyDate] = useState<string | null>(null);
  const [confirm] = useMutation(ConfirmDtrDayDocument);
  const [unconfirm] = useMutation(UnconfirmDtrDayDocument);
  const [correct] = useMutation(CorrectDtrDayDocument);
  const [excuse] = useMutation(ExcuseDtrDayDocument);
  const versionOf = (date: string) =>
    sheet?.days.find((day) => day.date === date)?.version ?? undefined;

  const run = async (day: Day, action: () => Promise<unknown>, done: string) => {
    setBusyDate(day.date);
    try {
      await action();
      toast.show(done, { type: 'success' });
    } catch (failure) {
      const message = readServerError(failure)?.message ?? 'Could not save. Please try again.';
      toast.show(message, { type: 'error' });
    } finally {
      await reload().catch(() => undefined);
      setBusyDate(null);
    }
  };

  const target = (day: Day) => ({
    scholarId,
    workDate: day.date,
    expectedVersion: day.version ?? undefined,
  });

  return {
    drafts,
    busyDate,
    /** Corrections of the days' times, one request each; `reason` for an approved month. */
    save: (days: DraftSave[], reason?: string) =>
      drafts.save(
        days,
        ({ date, times }) =>
          correct({
            variables: {
              input: {
                scholarId,
                workDate: date,
                ...times,
                reason,
                expectedVersion: versionOf(date),
              },
            },
          }),
        reload,
      ),
    confirm: (day: Day) =>
      run(
        day,
        () => confirm({ variables: { input: target(day) } }),
        `Day ${String(day.day)} confirmed.`,
      ),
    unconfirm: (day: Day) =>
      run(
        day,
        () => unconfirm({ variables: { input: target(day) } }),
        `Day ${String(day.day)} is unconfirmed again.`,
      ),
    /** Throws what the server answers: the reason dialog shows it. */
    excuse: async (day: Day, reason: string) => {
      try {
        await excuse({ variables: { input: { ...target(day), reason: reason || undefined } } });
        toast.show(
          reason
            ? `Day ${String(day.day)} is excused.`
            : `Day ${String(day.day)} is no longer excused.`,
          { type: 'success' },
        );
      } finally {
        await reload().catch(() => undefined);
      }
    },
  };
}

export type OfficeDayActions = ReturnType<typeof useOfficeDayActions>;
