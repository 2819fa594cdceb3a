import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { termOf, termOrder, type AcademicTerm } from '../../common/academic-term.js';
import { requireAccess } from '../../common/access/require-access.js';
import type { UserRole } from '../../common/access/roles.js';
import { DomainError } from '../../common/errors/domain-error.js';
import {
  UniversityCalendar,
  type NonWorkingDay,
  type TermDates,
} from '../../common/university-calendar.js';
import { isUuid } from '../../common/uuid.js';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { DbContext } from '../../db/db-context.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { LiveCache } from '../../pubsub/live-cache.js';
import { OfficesService } from '../offices/offices.service.js';
import {
  CALENDAR,
  defaultYear,
  isDate,
  nonWorkingDayErrors,
  startYearOf,
  yearErrors,
  type TermInput,
} from './calendar-rules.js';
import { CalendarRepository } from './calendar.repository.js';
import type { NonWorkingDayRow } from './calendar.table.js';

/** Published (with no payload) whenever terms or non-working days change, on every instance. */
export const CALENDAR_CHANGED_TOPIC = 'calendar.changed';
const KEY = 'calendar';
/** The bound on a stale calendar should a change message ever be lost. */
const LIVE_CACHE = { ttlMs: 60_000, maxEntries: 1 };

interface Viewer {
  id: string;
  role: UserRole;
}

/** An academic year as the calendar page shows it: its terms, and whether the university set them. */
export interface AcademicYearView {
  academicYear: string;
  custom: boolean;
  terms: TermDates[];
}

export interface AddNonWorkingDay {
  date: string;
  fromTime?: string | null;
  kind: NonWorkingDay['kind'];
  officeIds?: string[] | null;
  reason: string;
}

/** A non-working day added or taken back, told to listeners inside the transaction that makes it. */
export interface NonWorkingDayChange {
  day: NonWorkingDay;
  change: 'added' | 'removed';
}
type DayListener = (change: NonWorkingDayChange) => Promise<void> | void;

const toDay = (row: NonWorkingDayRow): NonWorkingDay => ({
  id: row.id,
  date: row.date,
  fromTime: row.fromTime,
  kind: row.kind,
  officeIds: row.officeIds,
  reason: row.reason,
});

const badInput = (errors: Record<string, string>) =>
  DomainError.badInput(Object.values(errors)[0] ?? CALENDAR.date, errors);

/**
 * The university's calendar: its terms' dates and its non-working days, set
 * by HR; read by everything that asks which term a day is in or whether it is
 * a duty day, through `current()`, kept per instance and renewed on every
 * instance when HR changes it.
 */
@Injectable()
export class CalendarService implements OnModuleInit, OnModuleDestroy {
  private readonly live: LiveCache<UniversityCalendar>;
  private readonly listeners = new Set<DayListener>();

  constructor(
    private readonly calendar: CalendarRepository,
    private readonly offices: OfficesService,
    private readonly context: DbContext,
    @InjectConfig() private readonly config: AppConfig,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {
    this.live = new LiveCache(pubSub, LIVE_CACHE);
  }

  async onModuleInit(): Promise<void> {
    await this.live.listen(CALENDAR_CHANGED_TOPIC, () => this.live.clear());
  }

  onModuleDestroy(): void {
    this.live.close();
  }

  /** The calendar as it stands. */
  async current(): Promise<UniversityCalendar> {
    return (await this.live.get(KEY, () => this.load()))!;
  }

  /**
   * Hears every non-working day added or taken back, in the transaction that
   * makes the change (what the listener writes commits with it); the answer stops it.
   */
  onDayChanged(listener: DayListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The term `now` falls in, in the university's time zone. */
  async currentTerm(now = new Date()): Promise<AcademicTerm> {
    return (await this.current()).termOf(todayIn(this.config.timeZone, now));
  }

  private async load(): Promise<UniversityCalendar> {
    const [terms, days, closed] = await Promise.all([
      this.calendar.terms(),
      this.calendar.nonWorkingDays(),
      this.calendar.closedTerms(),
    ]);
    return new UniversityCalendar(terms, days.map(toDay), closed);
  }

  /**
   * The years the university set, and the current and next year by the
   * default rule when not set (prefilled for HR to adjust), oldest first.
   */
  async academicYears(viewer: Viewer): Promise<AcademicYearView[]> {
    requireAccess(viewer, 'academicYears');
    const years = new Map<string, AcademicYearView>();
    for (const term of await this.calendar.terms()) {
      const year = years.get(term.academicYear) ?? {
        academicYear: term.academicYear,
        custom: true,
        terms: [],
      };
      year.terms.push(term);
      years.set(term.academicYear, year);
    }
    const current = termOf(todayIn(this.config.timeZone)).academicYear;
    const next = `${startYearOf(current)! + 1}-${startYearOf(current)! + 2}`;
    for (const academicYear of [current, next])
      if (!years.has(academicYear))
        years.set(academicYear, { academicYear, custom: false, terms: defaultYear(academicYear) });
    return [...years.values()]
      .map((year) => ({ ...year, terms: year.terms.sort((a, b) => termOrder(a) - termOrder(b)) }))
      .sort((a, b) => a.academicYear.localeCompare(b.academicYear));
  }

  /** Sets the dates of a year's three terms at once. */
  async saveAcademicYear(
    viewer: Viewer,
    academicYear: string,
    terms: readonly TermInput[],
  ): Promise<AcademicYearView> {
    requireAccess(viewer, 'saveAcademicYear');
    await this.context.transaction(async () => {
      await this.calendar.lockTerms();
      const others = await this.calendar.terms();
      const errors = yearErrors(academicYear, terms, others);
      if (Object.keys(errors).length > 0) throw badInput(errors);
      const current = await this.current();
      for (const term of terms) {
        const was = current.termDates({ term: term.term, academicYear });
        if (was.from !== term.startsOn || was.to !== term.endsOn)
          current.refuseClosed({ term: term.term, academicYear });
      }
      await this.calendar.saveTerms(academicYear, terms, viewer.id);
      this.context.afterCommit(() => this.changed());
    });
    return (await this.academicYears(viewer)).find((year) => year.academicYear === academicYear)!;
  }

  /** The non-working days from `from` to `to` (YYYY-MM-DD, inclusive). */
  async nonWorkingDays(
    viewer: Viewer,
    range: { from: string; to: string },
  ): Promise<NonWorkingDay[]> {
    requireAccess(viewer, 'nonWorkingDays');
    const errors: Record<string, string> = {};
    if (!isDate(range.from)) errors.from = CALENDAR.date;
    if (!isDate(range.to)) errors.to = CALENDAR.date;
    if (Object.keys(errors).length > 0) throw badInput(errors);
    return (await this.calendar.nonWorkingDays(range)).map(toDay);
  }

  async addNonWorkingDay(viewer: Viewer, input: AddNonWorkingDay): Promise<NonWorkingDay> {
    requireAccess(viewer, 'addNonWorkingDay');
    const errors = nonWorkingDayErrors(input);
    const officeIds = input.officeIds?.length ? [...new Set(input.officeIds)] : null;
    if (officeIds) {
      const known = new Set((await this.offices.list()).map((office) => office.id));
      if (officeIds.some((id) => !known.has(id))) errors.officeIds = CALENDAR.unknownOffice;
    }
    if (Object.keys(errors).length > 0) throw badInput(errors);
    (await this.current()).refuseClosedDays(input.date);
    const row = await this.context.transaction(async () => {
      const inserted = await this.calendar.insertNonWorkingDay({
        date: input.date,
        fromTime: input.fromTime || null,
        kind: input.kind,
        officeIds,
        reason: input.reason.trim(),
        createdBy: viewer.id,
      });
      await this.told({ day: toDay(inserted), change: 'added' });
      this.context.afterCommit(() => this.changed());
      return inserted;
    });
    return toDay(row);
  }

  async removeNonWorkingDay(viewer: Viewer, id: string): Promise<NonWorkingDay> {
    requireAccess(viewer, 'removeNonWorkingDay');
    const row = await this.context.transaction(async () => {
      const removed = isUuid(id)
        ? await this.calendar.removeNonWorkingDay(id, viewer.id)
        : undefined;
      if (!removed) throw DomainError.notFound(CALENDAR.notFound);
      (await this.current()).refuseClosedDays(removed.date);
      await this.told({ day: toDay(removed), change: 'removed' });
      this.context.afterCommit(() => this.changed());
      return removed;
    });
    return toDay(row);
  }

  private async told(change: NonWorkingDayChange): Promise<void> {
    for (const listener of this.listeners) await listener(change);
  }

  /** Renews the calendar on every instance (what a term's closing changes, once it commits). */
  async changed(): Promise<void> {
    this.live.clear();
    await this.pubSub.publish(CALENDAR_CHANGED_TOPIC, true);
  }
}
