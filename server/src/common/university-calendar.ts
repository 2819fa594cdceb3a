import {
  nextTerm,
  previousTerm,
  termDates,
  termOf,
  termOrder,
  type AcademicTerm,
} from './academic-term.js';

/** A term's dates as the university set them (YYYY-MM-DD, both inclusive). */
export interface TermDates extends AcademicTerm {
  startsOn: string;
  endsOn: string;
}

export const NON_WORKING_DAY_KINDS = ['holiday', 'special', 'suspension'] as const;
export type NonWorkingDayKind = (typeof NON_WORKING_DAY_KINDS)[number];

/** A day, or its part from `fromTime`, with no duty expected. */
export interface NonWorkingDay {
  id: string;
  date: string;
  /** HH:MM; null: the whole day. */
  fromTime: string | null;
  kind: NonWorkingDayKind;
  /** null: every office. */
  officeIds: string[] | null;
  reason: string;
}

/**
 * The university's calendar: the terms with the dates it set (the default
 * rule for those it did not) and its non-working days. Every question of
 * "which term is this?" and "is this a duty day?" is asked of one of these.
 */
export class UniversityCalendar {
  private readonly terms: TermDates[];
  private readonly byDate = new Map<string, NonWorkingDay[]>();

  constructor(terms: readonly TermDates[], days: readonly NonWorkingDay[]) {
    this.terms = [...terms].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    for (const day of days) this.byDate.set(day.date, [...(this.byDate.get(day.date) ?? []), day]);
  }

  /** The term a day (YYYY-MM-DD) falls in. */
  termOf(date: string): AcademicTerm {
    const set = this.terms.find((term) => term.startsOn <= date && date <= term.endsOn);
    if (set) return { term: set.term, academicYear: set.academicYear };
    // A day the set terms leave out: the rule's term, unless the university moved that term away from it.
    const ruled = termOf(date);
    const moved = this.terms.find((term) => termOrder(term) === termOrder(ruled));
    if (!moved) return ruled;
    return date < moved.startsOn ? previousTerm(ruled) : nextTerm(ruled);
  }

  /** The days a term covers, first and last inclusive. */
  termDates(term: AcademicTerm): { from: string; to: string } {
    const set = this.terms.find((each) => termOrder(each) === termOrder(term));
    return set ? { from: set.startsOn, to: set.endsOn } : termDates(term);
  }

  /** Whether `term`'s dates are the university's own, not the default rule's. */
  hasDatesFor(term: AcademicTerm): boolean {
    return this.terms.some((each) => termOrder(each) === termOrder(term));
  }

  /**
   * What keeps `date` from being a full duty day for an office (every office
   * when `officeId` is not given): a whole-day closing before one from a time,
   * the earliest time first.
   */
  nonWorkingDay(date: string, officeId?: string): NonWorkingDay | undefined {
    const applying = (this.byDate.get(date) ?? []).filter(
      (day) => !day.officeIds || (officeId !== undefined && day.officeIds.includes(officeId)),
    );
    return applying.sort((a, b) => (a.fromTime ?? '').localeCompare(b.fromTime ?? ''))[0];
  }
}

/** The calendar with nothing set: the default rule, no non-working days. */
export const DEFAULT_CALENDAR = new UniversityCalendar([], []);
