import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { scopeFor, type Scope } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import {
  termLabel,
  type AcademicTerm,
  type EvaluationTermValue,
} from '../../common/academic-term.js';
import { evaluationSaved } from './evaluation-notices.js';
import { academicYearProblem, checkEvaluation, EVALUATION_RULES } from './evaluation-rules.js';
import { scoreOf } from './evaluation-score.js';
import {
  EvaluationsRepository,
  type EvaluationListFilter,
  type EvaluationView,
} from './evaluations.repository.js';
import type { EvaluationRow } from './evaluations.table.js';
import type { SaveEvaluationInput } from './evaluations.types.js';
import { CalendarService } from '../calendar/calendar.service.js';

export const EVALUATION_NOT_FOUND = 'Evaluation not found';
const MAX_SEARCH = 100;
/** A student's own list (a few a year); staff lists are paged. */
const MAX_OWN = 100;
/** The CSV of a filtered list: every row up to this many. */
export const MAX_EXPORT = 5000;

/** An evaluation as both transports answer it: with its score. */
export type EvaluationRecord = EvaluationView & { score: number | null };

const withScore = (view: EvaluationView): EvaluationRecord => ({
  ...view,
  score: scoreOf(view.items),
});

/** Whether a viewer may read one evaluation: the rule of the lists, for one object. */
function canRead(scope: Scope, evaluation: EvaluationView): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'office':
      return (
        scope.officeId !== null &&
        evaluation.officeId === scope.officeId &&
        evaluation.scholarOfficeId === scope.officeId
      );
    case 'own':
      return evaluation.userId === scope.userId;
  }
}

/**
 * Evaluations (A§2.4 Office - Scholar Evaluation, A§2.5 Evaluations): office
 * staff evaluate the trainees and scholars their office has now (another
 * office's are "not found"), once per term, saving again updates it and keeps
 * the earlier version; HR reads every office's; a student reads their own and
 * hears of each save.
 */
@Injectable()
export class EvaluationsService {
  constructor(
    private readonly evaluations: EvaluationsRepository,
    private readonly scholars: ScholarsService,
    private readonly decisions: Decisions,
    private readonly calendar: CalendarService,
  ) {}

  /** The term today falls in, in the university's time zone (the form's default). */
  async currentTerm(): Promise<AcademicTerm & { label: string }> {
    const term = await this.calendar.currentTerm();
    return { ...term, label: termLabel(term) };
  }

  list(
    viewer: User,
    filter: EvaluationListFilter,
    request: PageRequest,
  ): Promise<Paged<EvaluationRecord>> {
    requireAccess(viewer, 'evaluations');
    const scope = scopeFor(viewer);
    const checked = this.checkFilter(filter);
    return pageOf(request, async (window) => {
      const { rows, total } = await this.evaluations.page(scope, checked, window);
      return { rows: rows.map(withScore), total };
    });
  }

  /** Every evaluation of the filtered list (up to MAX_EXPORT), for the CSV. */
  async export(viewer: User, filter: EvaluationListFilter): Promise<EvaluationRecord[]> {
    requireAccess(viewer, 'exportEvaluations');
    const page = await this.evaluations.page(
      scopeFor(viewer),
      this.checkFilter(filter),
      // The CSV needs no total.
      { offset: 0, limit: MAX_EXPORT, countUpTo: 0 },
    );
    return page.rows.map(withScore);
  }

  async get(viewer: User, id: string): Promise<EvaluationRecord> {
    requireAccess(viewer, 'evaluation');
    const evaluation = isUuid(id) ? await this.evaluations.findView(id) : undefined;
    if (!evaluation || !canRead(scopeFor(viewer), evaluation))
      throw DomainError.notFound(EVALUATION_NOT_FOUND);
    return withScore(evaluation);
  }

  /** The signed-in student's evaluations, newest first. */
  async mine(user: User): Promise<EvaluationRecord[]> {
    requireAccess(user, 'myEvaluations');
    return (await this.evaluations.ofStudent(user.id, MAX_OWN)).map(withScore);
  }

  /**
   * The evaluation of a scholar in the viewer's scope for a term, by the
   * viewer's office (HR: the scholar's office now); null when none is saved.
   */
  async forTerm(
    viewer: User,
    input: { scholarId: string; term: EvaluationTermValue; academicYear: string },
  ): Promise<EvaluationRecord | null> {
    requireAccess(viewer, 'scholarEvaluation');
    const scholar = await this.scholars.get(viewer, input.scholarId);
    const problem = academicYearProblem(input.academicYear);
    if (problem) throw DomainError.badInput(problem, { academicYear: problem });
    const found = await this.evaluations.findViewByKey({
      scholarId: scholar.id,
      officeId: scholar.officeId,
      term: input.term,
      academicYear: input.academicYear.trim(),
    });
    return found ? withScore(found) : null;
  }

  /**
   * Office staff save their office's evaluation of a scholar for a term: made
   * the first time, updated after (the earlier version kept as a revision),
   * CONFLICT when it is not at `expectedVersion`. The scholar is told each time.
   */
  async save(viewer: User, input: SaveEvaluationInput): Promise<EvaluationRecord> {
    requireAccess(viewer, 'saveEvaluation');
    const scholar = await this.scholars.get(viewer, input.scholarId);
    if (scholar.endedOn !== null)
      throw DomainError.badInput(EVALUATION_RULES.ended, { scholarId: EVALUATION_RULES.ended });
    const checked = checkEvaluation(input, await this.calendar.currentTerm());
    (await this.calendar.current()).refuseClosed(checked);
    const key = {
      scholarId: scholar.id,
      officeId: scholar.officeId,
      term: checked.term,
      academicYear: checked.academicYear,
    };
    const values = {
      items: checked.items,
      remarks: checked.remarks,
      evaluatorId: viewer.id,
      submittedAt: new Date(),
    };
    let previous: EvaluationRow | undefined;
    const saved = await this.decisions.decide({
      write: async () => {
        previous = await this.evaluations.findForUpdate(key);
        if (
          input.expectedVersion !== undefined &&
          (previous?.version ?? 0) !== input.expectedVersion
        )
          return undefined;
        return previous
          ? this.evaluations.update(previous, values)
          : this.evaluations.insert({ ...key, ...values });
      },
      conflict: EVALUATION_RULES.changed,
      record: async () => {
        if (previous) await this.evaluations.insertRevision(previous, viewer.id);
      },
      announce: async (row) => {
        const view = (await this.evaluations.findView(row.id))!;
        return evaluationSaved(view, scoreOf(view.items));
      },
    });
    return withScore((await this.evaluations.findView(saved.id))!);
  }

  /** The earlier versions of an evaluation, oldest first, each with its score. */
  async history(evaluationId: string) {
    const revisions = await this.evaluations.revisionsOf(evaluationId);
    return revisions.map((revision) => ({ ...revision, score: scoreOf(revision.items) }));
  }

  private checkFilter(filter: EvaluationListFilter): EvaluationListFilter {
    if ((filter.search?.length ?? 0) > MAX_SEARCH) {
      const message = `Search must be at most ${MAX_SEARCH} characters`;
      throw DomainError.badInput(message, { search: message });
    }
    if (filter.academicYear) {
      const problem = academicYearProblem(filter.academicYear);
      if (problem) throw DomainError.badInput(problem, { academicYear: problem });
    }
    return filter;
  }
}
