import {
  nextTerm,
  previousTerm,
  termDates,
  termOf,
  termLabel,
  termOrder,
  type AcademicTerm,
} from './academic-term.js';
import { addDays } from './university-time.js';
import { DomainError } from './errors/domain-error.js';

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

/** Why a write to a closed term's records is refused. */
export const closedTermMessage = (term: AcademicTerm) =>
  `${termLabel(term)} is closed: its records are read-only. HR can reopen the term.`;

/**
 * The university's calendar: the terms with the dates it set (the default
 * rule for those it did not), the terms HR closed, and its non-working days.
 * Every question of "which term is this?", "is this a duty day?" and "may
 * this day's records still change?" is asked of one of these.
 */
export class UniversityCalendar {
  private readonly terms: TermDates[];
  private readonly closed: Set<number>;
  private readonly byDate = new Map<string, NonWorkingDay[]>();

  constructor(
    terms: readonly TermDates[],
    days: readonly NonWorkingDay[],
    closed: readonly AcademicTerm[] = [],
  ) {
    this.terms = [...terms].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    this.closed = new Set(closed.map(termOrder));
    for (const day of days) this.byDate.set(day.date, [...(this.byDate.get(day.date) ?? []), day]);
  }

  isClosed(term: AcademicTerm): boolean {
    return this.closed.has(termOrder(term));
  }

  /** The closed term a day (YYYY-MM-DD) falls in, if it falls in one. */
  closedTermOn(date: string): AcademicTerm | undefined {
    const term = this.termOf(date);
    return this.isClosed(term) ? term : undefined;
  }

  /** Refuses, with the term named, a write to the records of a closed term. */
  refuseClosed(term: AcademicTerm | undefined): void {
    if (term && this.isClosed(term)) throw DomainError.conflict(closedTermMessage(term));
  }

  /** Refuses a write to any day from `from` to `to` (inclusive) that lies in a closed term. */
  refuseClosedDays(from: string, to = from): void {
    if (this.closed.size === 0) return;
    for (let date = from; date <= to; date = addDays(date, 1))
      this.refuseClosed(this.closedTermOn(date));
  }

  /**
   * The part of `[from, to]` in open terms (a month across a term's end keeps
   * its open days), or undefined when every day of it is closed.
   */
  openPart(from: string, to: string): { from: string; to: string } | undefined {
    let first: string | undefined;
    let last: string | undefined;
    for (let date = from; date <= to; date = addDays(date, 1))
      if (!this.closedTermOn(date)) {
        first ??= date;
        last = date;
      }
    return first && last ? { from: first, to: last } : undefined;
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
