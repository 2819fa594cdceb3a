import { Injectable } from '@nestjs/common';
import {
  EVALUATION_TERMS,
  nextTerm,
  termLabel,
  type AcademicTerm,
  type EvaluationTermValue,
} from '../../common/academic-term.js';
import { requireAccess } from '../../common/access/require-access.js';
import type { UserRole } from '../../common/access/roles.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { DbContext } from '../../db/db-context.js';
import { CalendarService } from '../calendar/calendar.service.js';
import type { ApplicationPosition } from '../positions/position.table.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import type { User } from '../users/users.table.js';
import { startYearOf } from '../calendar/calendar-rules.js';
import { TermsRepository, type OpenWork, type TermSpan } from './terms.repository.js';
import type { TermClosureRow } from '../calendar/calendar.table.js';

export const TERMS = {
  unknownTerm: 'Choose the First Semester, the Second Semester or the Short Term',
  yearFormat: 'Write the academic year as two years in a row, like 2026-2027',
  notBegun: 'A term that has not begun cannot be closed',
  alreadyClosed: 'This term is already closed',
  notClosed: 'This term is not closed',
  reasonToClose: 'Say why the term is closed with work still open (3 to 500 characters)',
  reasonToReopen: 'Say why the term is reopened (3 to 500 characters)',
} as const;

const MAX_REASON = 500;

interface Viewer {
  id: string;
  role: UserRole;
}

/** A term as HR sees it before and after closing it. */
/** A closure as HR reads it: who closed and reopened it by name, how many scholars it made inactive. */
export type TermClosureView = Omit<TermClosureRow, 'madeInactive'> & {
  madeInactive: number;
  closedByName: string;
  reopenedByName: string | null;
};

const closureView =
  (names: Map<string, string>) =>
  (row: TermClosureRow): TermClosureView => ({
    ...row,
    madeInactive: row.madeInactive.length,
    closedByName: names.get(row.closedBy) ?? '',
    reopenedByName: row.reopenedBy ? (names.get(row.reopenedBy) ?? '') : null,
  });

export interface TermClosingView extends AcademicTerm, TermSpan {
  label: string;
  closure: TermClosureView | null;
  openWork: OpenWork & { total: number };
  scholarsServed: number;
  scholarsNotContinuing: number;
  history: TermClosureView[];
}

/** A term named by a caller: a real term of a real academic year, else BAD_USER_INPUT on its field. */
function checkTerm(term: string, academicYear: string): AcademicTerm {
  if (!EVALUATION_TERMS.includes(term as EvaluationTermValue))
    throw DomainError.badInput(TERMS.unknownTerm, { term: TERMS.unknownTerm });
  if (startYearOf(academicYear) === undefined)
    throw DomainError.badInput(TERMS.yearFormat, { academicYear: TERMS.yearFormat });
  return { term: term as EvaluationTermValue, academicYear };
}

/** A reason of 3 to 500 characters, or the refusal on `reason`. */
function checkReason(reason: string | null | undefined, message: string): string {
  const text = reason?.trim() ?? '';
  if (text.length < 3 || text.length > MAX_REASON)
    throw DomainError.badInput(message, { reason: message });
  return text;
}

/**
 * Closing a term (HR): what is still open for it, then the close — which
 * credits every scholar who served in it with the term's service (office,
 * scholarship, confirmed hours), once however often it is closed — and the
 * reopening, each with who, when and why kept.
 */
@Injectable()
export class TermsService {
  constructor(
    private readonly terms: TermsRepository,
    private readonly calendar: CalendarService,
    private readonly scholars: ScholarsService,
    private readonly context: DbContext,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async closing(viewer: Viewer, term: string, academicYear: string): Promise<TermClosingView> {
    requireAccess(viewer, 'termClosing');
    return this.view(checkTerm(term, academicYear));
  }

  async close(
    viewer: Viewer,
    input: { term: string; academicYear: string; reason?: string | null },
  ): Promise<TermClosingView> {
    requireAccess(viewer, 'closeTerm');
    const term = checkTerm(input.term, input.academicYear);
    const { span, served } = await this.spans(term);
    if (span.from > served.to) throw DomainError.badInput(TERMS.notBegun, { term: TERMS.notBegun });
    await this.context.transaction(async () => {
      await this.terms.lock(term);
      if (await this.terms.openClosure(term)) throw DomainError.conflict(TERMS.alreadyClosed);
      const open = await this.terms.openWork(term, span, served, nextTerm(term));
      const total = totalOf(open);
      const reason = total > 0 ? checkReason(input.reason, TERMS.reasonToClose) : null;
      const closure = await this.terms.close(term, {
        closedBy: viewer.id,
        closeReason: reason,
        openAtClose: total,
      });
      if (!closure) throw DomainError.conflict(TERMS.alreadyClosed);
      await this.terms.creditService(term, span, served);
      const leaving = await this.terms.notContinuing(term, served);
      const moved = await this.scholars.moveStatusTogether(viewer, leaving, {
        from: 'active',
        to: 'inactive',
        why: `${termLabel(term)} closed with no accepted re-application for a later term.`,
      });
      await this.terms.recordMadeInactive(closure, moved);
      this.context.afterCommit(() => this.calendar.changed());
    });
    return this.view(term);
  }

  async reopen(
    viewer: Viewer,
    input: { term: string; academicYear: string; reason?: string | null },
  ): Promise<TermClosingView> {
    requireAccess(viewer, 'reopenTerm');
    const term = checkTerm(input.term, input.academicYear);
    const reason = checkReason(input.reason, TERMS.reasonToReopen);
    await this.context.transaction(async () => {
      await this.terms.lock(term);
      const closure = await this.terms.openClosure(term);
      const reopened =
        closure &&
        (await this.terms.reopen(closure, { reopenedBy: viewer.id, reopenReason: reason }));
      if (!reopened) throw DomainError.conflict(TERMS.notClosed);
      await this.scholars.moveStatusTogether(viewer, reopened.madeInactive, {
        from: 'inactive',
        to: 'active',
        why: `${termLabel(term)} was reopened.`,
      });
      this.context.afterCommit(() => this.calendar.changed());
    });
    return this.view(term);
  }

  /** A scholar's service, for whoever may see the scholar (the caller checked). */
  async serviceOf(scholar: { id: string; importedTerms: number }): Promise<ScholarService> {
    const periods = await this.terms.serviceOf(scholar.id);
    const years = new Set(periods.map((period) => period.academicYear)).size;
    return {
      termsServed: periods.length + scholar.importedTerms,
      yearsServed: years + Math.ceil(scholar.importedTerms / 2),
      importedTerms: scholar.importedTerms,
      periods: periods.map(({ term, academicYear, ...rest }) => ({
        ...rest,
        term: { term, academicYear, label: termLabel({ term, academicYear }) },
      })),
    };
  }

  /** The REST twin of `Scholar.service`: scoped like the scholar. */
  async serviceOfScholar(viewer: User, scholarId: string): Promise<ScholarService> {
    requireAccess(viewer, 'scholarService');
    return this.serviceOf(await this.scholars.get(viewer, scholarId));
  }

  /** The term's days, and those of them up to today (the days served so far). */
  private async spans(term: AcademicTerm): Promise<{ span: TermSpan; served: TermSpan }> {
    const span = (await this.calendar.current()).termDates(term);
    const today = todayIn(this.config.timeZone);
    return { span, served: { from: span.from, to: span.to < today ? span.to : today } };
  }

  private async view(term: AcademicTerm): Promise<TermClosingView> {
    const { span, served } = await this.spans(term);
    const [closure, open, history, servedCount, leaving] = await Promise.all([
      this.terms.openClosure(term),
      this.terms.openWork(term, span, served, nextTerm(term)),
      this.terms.history(term),
      this.terms.servedCount(served),
      this.terms.notContinuing(term, served),
    ]);
    const names = await this.terms.namesOf(
      history.flatMap((row) => [row.closedBy, ...(row.reopenedBy ? [row.reopenedBy] : [])]),
    );
    return {
      ...term,
      ...span,
      label: termLabel(term),
      closure: closure ? closureView(names)(closure) : null,
      openWork: { ...open, total: totalOf(open) },
      scholarsServed: servedCount,
      scholarsNotContinuing: closure ? 0 : leaving.length,
      history: history.map(closureView(names)),
    };
  }
}

/** A scholar's service as both transports answer it. */
export interface ScholarService {
  termsServed: number;
  yearsServed: number;
  importedTerms: number;
  periods: Array<{
    term: AcademicTerm & { label: string };
    officeId: string;
    officeName: string;
    program: ApplicationPosition;
    confirmedMinutes: number;
  }>;
}

const totalOf = (open: OpenWork) =>
  open.dtrMonthsNotApproved +
  open.scholarsNotEvaluated +
  open.reapplicationsUndecided +
  open.leavePending;
