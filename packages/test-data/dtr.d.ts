/** One day's two IN/OUT pairs, as HH:MM (null: not clocked). */
export interface DtrTimes {
  in1: string | null;
  out1: string | null;
  in2: string | null;
  out2: string | null;
}

/** A day of a daily time record: the date ('YYYY-MM-DD') and its times. */
export interface DtrDay extends DtrTimes {
  workDate: string;
}

/**
 * The spec's sample rows (A§9): day 1 08:00-12:00 and 13:00-17:00 (8:00 hours),
 * day 2 08:15-12:00 and 13:05-16:50 (7:30 hours).
 */
export declare const DTR_SAMPLE_TIMES: readonly [Readonly<DtrTimes>, Readonly<DtrTimes>];

/**
 * The six duty days, Monday to Saturday, of the week holding `startDate`
 * (weeks run Monday to Sunday, so a Sunday gives the days before it).
 * @param startDate - any day of the week, 'YYYY-MM-DD'
 * @param times - one row for every day, or rows taken in turn (default: the two
 *   sample rows alternating, Monday the first)
 * @throws RangeError on a date that is not 'YYYY-MM-DD' or does not exist
 * @example dtrWeek('2025-03-05')[0] // { workDate: '2025-03-03', in1: '08:00', out1: '12:00', ... }
 */
export declare function dtrWeek(
  startDate: string,
  times?: DtrTimes | readonly DtrTimes[],
): DtrDay[];

/**
 * The duty days (Monday to Saturday) of `month`, in order, up to and
 * including `until`, the two sample rows alternating from the first duty day.
 * @param month - 'YYYY-MM'
 * @param options.until - last day to include, 'YYYY-MM-DD' (default: the whole month;
 *   a day before the month gives no days)
 * @param options.times - rows instead of the sample ones, as for {@link dtrWeek}
 * @throws RangeError on a malformed month or date
 * @example dtrMonth('2025-03', { until: '2025-03-04' }).map((day) => day.workDate)
 *   // ['2025-03-01', '2025-03-03', '2025-03-04'] (the 2nd is a Sunday)
 */
export declare function dtrMonth(
  month: string,
  options?: { until?: string; times?: DtrTimes | readonly DtrTimes[] },
): DtrDay[];
