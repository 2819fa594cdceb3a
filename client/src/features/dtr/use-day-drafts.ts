import { useState } from 'react';

import { readServerError } from '@/lib/apollo/graphql-error';

/** The four time inputs of a day, in the grid's order (IN / OUT / IN / OUT). */
export const TIME_FIELDS = ['in1', 'out1', 'in2', 'out2'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

/** A day's times as the inputs hold them: HH:MM, or '' for none. */
export type Times = Record<TimeField, string>;

/** What went wrong with a day: on one input, or on the day as a whole (`day`). */
export type DayErrors = Partial<Record<TimeField | 'day', string>>;

export interface DayDraft {
  times: Times;
  errors: DayErrors;
  saving: boolean;
}

type StoredTimes = Record<TimeField, string | null>;

export const timesOf = (day: StoredTimes): Times => ({
  in1: day.in1 ?? '',
  out1: day.out1 ?? '',
  in2: day.in2 ?? '',
  out2: day.out2 ?? '',
});

export const sameTimes = (a: Times, b: Times) =>
  TIME_FIELDS.every((field) => a[field] === b[field]);

const SAVE_FAILED = 'Could not save this day. Please try again.';

/** The server's answer as the row shows it: each field's message on its input, the rest on the day. */
function errorsOf(failure: unknown): DayErrors {
  const error = readServerError(failure);
  if (!error) return { day: SAVE_FAILED };
  const errors: DayErrors = {};
  for (const [field, message] of Object.entries(error.fields)) {
    if ((TIME_FIELDS as readonly string[]).includes(field)) errors[field as TimeField] = message;
  }
  // workDate (a locked or future day), a missing reason, a lost race: said on the day.
  if (Object.keys(errors).length === 0) errors.day = error.message;
  return errors;
}

export interface DraftSave {
  date: string;
  times: Times;
}

/**
 * The days edited in the grid and not saved yet, keyed by date. A draft lives until the
 * server took it (and the month was read again); a refusal keeps it, with the server's
 * messages on the inputs they concern, so nothing typed is lost.
 */
export function useDayDrafts() {
  const [drafts, setDrafts] = useState<Record<string, DayDraft>>({});

  const edit = (day: { date: string } & StoredTimes, field: TimeField, value: string) => {
    setDrafts((previous) => {
      const current = previous[day.date];
      const times = { ...(current?.times ?? timesOf(day)), [field]: value };
      // Editing answers the message on that input and the day's; the others stay.
      const { [field]: _field, day: _day, ...errors } = current?.errors ?? {};
      return { ...previous, [day.date]: { times, errors, saving: false } };
    });
  };

  const discard = (date: string) => {
    setDrafts(({ [date]: _gone, ...rest }) => rest);
  };

  /**
   * Sends the days one after the other, then `reload`s the month once, then drops the drafts
   * that were saved (unless edited again meanwhile). Answers whether every day was saved.
   */
  const save = async (
    days: DraftSave[],
    send: (day: DraftSave) => Promise<unknown>,
    reload: () => Promise<unknown>,
  ): Promise<boolean> => {
    if (days.length === 0) return true;
    const dates = new Set(days.map((day) => day.date));
    setDrafts((previous) =>
      Object.fromEntries(
        Object.entries(previous).map(([date, draft]) => [
          date,
          dates.has(date) ? { ...draft, saving: true } : draft,
        ]),
      ),
    );
    const failed = new Map<string, DayErrors>();
    for (const day of days) {
      try {
        await send(day);
      } catch (failure) {
        failed.set(day.date, errorsOf(failure));
      }
    }
    // The month is read again before the drafts go, so no saved row blinks back to old values.
    await reload().catch(() => undefined);
    setDrafts((previous) => {
      const next = { ...previous };
      for (const { date, times } of days) {
        const draft = next[date];
        if (!draft) continue;
        const errors = failed.get(date);
        if (errors) next[date] = { ...draft, errors, saving: false };
        else if (sameTimes(draft.times, times)) delete next[date];
        else next[date] = { ...draft, saving: false };
      }
      return next;
    });
    return failed.size === 0;
  };

  return { drafts, edit, discard, save };
}

export type DayDrafts = ReturnType<typeof useDayDrafts>;

/** The day's draft when it differs from what is stored (an edit undone is no edit). */
export function changedDraft(
  drafts: Record<string, DayDraft>,
  day: { date: string } & StoredTimes,
) {
  const draft = drafts[day.date];
  if (!draft) return undefined;
  const hasErrors = Object.keys(draft.errors).length > 0;
  return sameTimes(draft.times, timesOf(day)) && !hasErrors ? undefined : draft;
}
