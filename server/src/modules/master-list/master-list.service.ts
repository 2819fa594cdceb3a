import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { termLabel, type AcademicTerm } from '../../common/academic-term.js';
import { Clock } from '../../common/clock.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { academicYearProblem } from '../evaluations/evaluation-rules.js';
import { scoreOf } from '../evaluations/evaluation-score.js';
import type { User } from '../users/users.table.js';
import {
  MasterListRepository,
  type MasterListDbRow,
  type MasterListQuery,
} from './master-list.repository.js';
import type { MasterListFilter, MasterListRow, MasterListSummary } from './master-list.types.js';
import { CalendarService } from '../calendar/calendar.service.js';

/** The CSV and PDF hold the whole filtered list, up to this many rows. */
export const MAX_EXPORT = 10_000;
const DAYS_PER_MONTH = 365.25 / 12;

/** A page of the list, the term it is for, and the query behind it (for the summary). */
export interface MasterListResult extends Paged<MasterListRow> {
  term: AcademicTerm & { label: string };
  asOf: string;
  query: MasterListQuery;
}

export function toMasterListRow(row: MasterListDbRow): MasterListRow {
  const { latestItems, latestTerm, latestAcademicYear, ...rest } = row;
  const latest =
    latestTerm && latestAcademicYear
      ? { term: latestTerm, academicYear: latestAcademicYear }
      : null;
  return {
    ...rest,
    monthsInService: Math.floor(row.daysInService / DAYS_PER_MONTH),
    latestScore: latestItems ? scoreOf(latestItems) : null,
    latestScoreTerm: latest && { ...latest, label: termLabel(latest) },
  };
}

/**
 * HR's master list of scholars (the report handed to finance and the
 * registrar each term): hr and admin only — office staff and students are
 * refused, whatever the transport.
 */
@Injectable()
export class MasterListService {
  constructor(
    private readonly repository: MasterListRepository,
    private readonly clock: Clock,
    private readonly calendar: CalendarService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async page(
    viewer: User,
    filter: MasterListFilter,
    request: PageRequest,
  ): Promise<MasterListResult> {
    requireAccess(viewer, 'masterList');
    const query = await this.queryOf(filter);
    const page = await pageOf(request, async ({ offset, limit }) => {
      // Counted exactly by the rows query itself (count(*) OVER ()): scholars of one term.
      const { rows, total } = await this.repository.page(query, offset, limit);
      return { rows: rows.map(toMasterListRow), total };
    });
    return {
      ...page,
      term: { ...query.term, label: termLabel(query.term) },
      asOf: query.asOf,
      query,
    };
  }

  /** The whole filtered list: totals by gender, by office and by scholarship type. */
  async summary(query: MasterListQuery): Promise<MasterListSummary> {
    const groups = await this.repository.groups(query);
    const byOffice = new Map<string, { officeId: string; officeName: string; count: number }>();
    const byProgram = new Map<MasterListRow['program'], number>();
    const summary = { total: 0, male: 0, female: 0 };
    for (const group of groups) {
      summary.total += group.count;
      if (group.gender === 'Male') summary.male += group.count;
      if (group.gender === 'Female') summary.female += group.count;
      const office = byOffice.get(group.officeId) ?? { ...group, count: 0 };
      office.count += group.count;
      byOffice.set(group.officeId, office);
      byProgram.set(group.program, (byProgram.get(group.program) ?? 0) + group.count);
    }
    return {
      ...summary,
      byOffice: [...byOffice.values()].map(({ officeId, officeName, count }) => ({
        officeId,
        officeName,
        count,
      })),
      byProgram: (['student_assistant', 'student_marshal'] as const)
        .filter((program) => byProgram.has(program))
        .map((program) => ({ program, count: byProgram.get(program)! })),
    };
  }

  /** Every row of the filtered list (CSV, PDF) with its term and summary. */
  async export(viewer: User, filter: MasterListFilter) {
    requireAccess(viewer, 'exportMasterList');
    const query = await this.queryOf(filter);
    // One after the other: the embedded database has a single connection anyway.
    const rows = await this.repository.all(query, MAX_EXPORT);
    const summary = await this.summary(query);
    return {
      rows: rows.map(toMasterListRow),
      summary,
      term: { ...query.term, label: termLabel(query.term) },
      asOf: query.asOf,
    };
  }

  /** Checks the filters, and fills in the term (the current one by default). */
  private async queryOf(filter: MasterListFilter): Promise<MasterListQuery> {
    const calendar = await this.calendar.current();
    const today = todayIn(this.config.timeZone, this.clock.now());
    const current = calendar.termOf(today);
    const academicYear = filter.academicYear?.trim() || current.academicYear;
    const problem = academicYearProblem(academicYear);
    if (problem) throw DomainError.badInput(problem, { academicYear: problem });
    const term = { term: filter.term ?? current.term, academicYear };
    const { from, to } = calendar.termDates(term);
    return {
      officeId: filter.officeId,
      program: filter.program,
      status: filter.status,
      term,
      from,
      to,
      asOf: today < to ? today : to,
    };
  }
}
