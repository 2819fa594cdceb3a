import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../common/scope.js';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { offices } from '../offices/offices.table.js';
import { scholarsInScope } from '../scholars/scholar-scope.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import type { EvaluationTermValue } from '../../common/academic-term.js';
import {
  evaluationRevisions,
  evaluations,
  type EvaluationRow,
  type NewEvaluationRow,
} from './evaluations.table.js';
import { type ApplicationPosition } from '../positions/position.table.js';

/** An evaluation with the names every screen shows. */
export type EvaluationView = EvaluationRow & {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  program: ApplicationPosition;
  /** The scholar's office now (the evaluating office may differ after a reassignment). */
  scholarOfficeId: string;
  officeName: string;
  evaluatorName: string | null;
};

/** One evaluation per scholar, office, term and academic year. */
export interface EvaluationKey {
  scholarId: string;
  officeId: string;
  term: EvaluationTermValue;
  academicYear: string;
}

export interface EvaluationListFilter {
  /** Part of the student's name or of the office's name. */
  search?: string;
  program?: ApplicationPosition;
  officeId?: string;
  term?: EvaluationTermValue;
  academicYear?: string;
  scholarId?: string;
}

/** `%`, `_` and `\` typed by a user match themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const student = alias(users, 'student');
const evaluator = alias(users, 'evaluator');
const replacer = alias(users, 'replacer');

const fullName = (person: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql<string | null>`${person.firstname} || ' ' || ${person.lastname}`;

const view = {
  evaluation: evaluations,
  userId: scholars.userId,
  firstName: student.firstname,
  lastName: student.lastname,
  email: student.email,
  program: scholars.program,
  scholarOfficeId: scholars.officeId,
  officeName: offices.name,
  evaluatorName: fullName(evaluator),
};

type Joined = Omit<EvaluationView, keyof EvaluationRow> & { evaluation: EvaluationRow };
const toView = ({ evaluation, ...names }: Joined): EvaluationView => ({ ...evaluation, ...names });

/**
 * Which evaluations a viewer may read (ARCHITECTURE §6): HR all; office staff
 * their office's evaluations of the scholars it has now; a student their own.
 */
function evaluationsInScope(scope: Scope): SQL | undefined {
  const scholarsCondition = scholarsInScope(scope);
  if (scope.kind !== 'office' || scope.officeId === null) return scholarsCondition;
  return and(scholarsCondition, eq(evaluations.officeId, scope.officeId));
}

@Injectable()
export class EvaluationsRepository {
  constructor(private readonly context: DbContext) {}

  private select() {
    return this.context.db
      .select(view)
      .from(evaluations)
      .innerJoin(scholars, eq(scholars.id, evaluations.scholarId))
      .innerJoin(student, eq(student.id, scholars.userId))
      .innerJoin(offices, eq(offices.id, evaluations.officeId))
      .leftJoin(evaluator, eq(evaluator.id, evaluations.evaluatorId));
  }

  async findView(id: string): Promise<EvaluationView | undefined> {
    const [row] = await this.select().where(eq(evaluations.id, id));
    return row && toView(row);
  }

  /** The evaluation of a scholar by an office for a term, locked for the save that follows. */
  async findForUpdate(key: EvaluationKey): Promise<EvaluationRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(evaluations)
      .where(this.keyOf(key))
      .for('update');
    return row;
  }

  async findViewByKey(key: EvaluationKey): Promise<EvaluationView | undefined> {
    const [row] = await this.select().where(this.keyOf(key));
    return row && toView(row);
  }

  async page(
    scope: Scope,
    filter: EvaluationListFilter,
    { offset, limit, countUpTo: upTo }: PageWindow,
  ): Promise<{ rows: EvaluationView[]; total: number }> {
    const where = and(evaluationsInScope(scope), this.listWhere(filter));
    const [rows, total] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(evaluations.submittedAt), desc(evaluations.id))
        .limit(limit)
        .offset(offset),
      countUpTo(this.context.db, this.select().where(where).$dynamic(), upTo),
    ]);
    return { rows: rows.map(toView), total };
  }

  /** A student's own evaluations (every deployment of theirs), newest first. */
  async ofStudent(userId: string, limit: number): Promise<EvaluationView[]> {
    const rows = await this.select()
      .where(eq(scholars.userId, userId))
      .orderBy(desc(evaluations.submittedAt), desc(evaluations.id))
      .limit(limit);
    return rows.map(toView);
  }

  /** Undefined when another save made the same evaluation first. */
  async insert(row: NewEvaluationRow): Promise<EvaluationRow | undefined> {
    const [inserted] = await this.context.db
      .insert(evaluations)
      .values(row)
      .onConflictDoNothing()
      .returning();
    return inserted;
  }

  update(
    row: { id: string; version: number },
    values: Partial<NewEvaluationRow>,
  ): Promise<EvaluationRow | undefined> {
    return updateVersioned(this.context.db, evaluations, row, values);
  }

  /** Keeps `previous` as it was before `replacedBy` saved over it. */
  async insertRevision(previous: EvaluationRow, replacedBy: string): Promise<void> {
    await this.context.db.insert(evaluationRevisions).values({
      evaluationId: previous.id,
      version: previous.version,
      evaluatorId: previous.evaluatorId,
      items: previous.items,
      remarks: previous.remarks,
      submittedAt: previous.submittedAt,
      replacedBy,
    });
  }

  /** Earlier versions, oldest first. */
  revisionsOf(evaluationId: string) {
    return this.context.db
      .select({
        id: evaluationRevisions.id,
        version: evaluationRevisions.version,
        items: evaluationRevisions.items,
        remarks: evaluationRevisions.remarks,
        submittedAt: evaluationRevisions.submittedAt,
        replacedAt: evaluationRevisions.replacedAt,
        evaluatorName: fullName(evaluator),
        replacedByName: fullName(replacer),
      })
      .from(evaluationRevisions)
      .leftJoin(evaluator, eq(evaluator.id, evaluationRevisions.evaluatorId))
      .leftJoin(replacer, eq(replacer.id, evaluationRevisions.replacedBy))
      .where(eq(evaluationRevisions.evaluationId, evaluationId))
      .orderBy(asc(evaluationRevisions.version));
  }

  private keyOf(key: EvaluationKey): SQL | undefined {
    return and(
      eq(evaluations.scholarId, key.scholarId),
      eq(evaluations.officeId, key.officeId),
      eq(evaluations.term, key.term),
      eq(evaluations.academicYear, key.academicYear),
    );
  }

  private listWhere(filter: EvaluationListFilter): SQL | undefined {
    const search = filter.search?.trim();
    const pattern = search ? `%${likeLiteral(search)}%` : undefined;
    return and(
      filter.program ? eq(scholars.program, filter.program) : undefined,
      filter.officeId ? eq(evaluations.officeId, filter.officeId) : undefined,
      filter.term ? eq(evaluations.term, filter.term) : undefined,
      filter.academicYear ? eq(evaluations.academicYear, filter.academicYear) : undefined,
      filter.scholarId ? eq(evaluations.scholarId, filter.scholarId) : undefined,
      pattern
        ? or(
            ilike(sql`${student.firstname} || ' ' || ${student.lastname}`, pattern),
            ilike(offices.name, pattern),
          )
        : undefined,
    );
  }
}
