import { Injectable } from '@nestjs/common';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../common/scope.js';
import { studentRecordsInScope, userOfScholarInScope } from '../scholars/student-scope.js';
import { DbContext } from '../../db/db-context.js';
import { files } from '../files/files.table.js';
import { offices } from '../offices/offices.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import {
  classSchedules,
  type ClassScheduleRow,
  type NewClassScheduleRow,
} from './schedules.table.js';

/** A schedule with whose it is and its file's facts. */
export type ClassScheduleView = ClassScheduleRow & {
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  fileName: string;
  fileMime: string;
  fileSize: number;
};

/** Where a student serves now: the office whose staff may read their schedules. */
export interface CurrentDeployment {
  scholarId: string;
  officeId: string;
  officeName: string;
}

const view = {
  schedule: classSchedules,
  studentFirstName: users.firstname,
  studentLastName: users.lastname,
  studentEmail: users.email,
  fileName: files.originalName,
  fileMime: files.mime,
  fileSize: files.size,
};

type Joined = {
  schedule: ClassScheduleRow;
} & Omit<ClassScheduleView, keyof ClassScheduleRow>;

const flatten = ({ schedule, ...rest }: Joined): ClassScheduleView => ({ ...schedule, ...rest });

// Current ones first, the latest term first; the history newest first.
const TERM_RANK = sql`case ${classSchedules.term} when 'first' then 0 when 'second' then 1 else 2 end`;

/**
 * `scopeFor(viewer)` over class_schedules: HR all; a student their own;
 * office staff the schedules of students CURRENTLY deployed to their office
 * (an ended deployment does not keep the schedules in reach).
 */
export function schedulesInScope(scope: Scope, db: DbContext['db']): SQL | undefined {
  return studentRecordsInScope(scope, db, classSchedules.userId);
}

/** The only place that queries class_schedules. */
@Injectable()
export class SchedulesRepository {
  constructor(private readonly context: DbContext) {}

  /** Every schedule of a student: current ones first (latest term first), then the replaced. */
  async listOfUser(userId: string): Promise<ClassScheduleView[]> {
    const rows = await this.select()
      .where(eq(classSchedules.userId, userId))
      .orderBy(
        sql`${classSchedules.replacedAt} is not null`,
        desc(sql`substr(${classSchedules.academicYear}, 1, 4)`),
        desc(TERM_RANK),
        desc(classSchedules.uploadedAt),
      );
    return rows.map(flatten);
  }

  async findView(id: string, scope: Scope): Promise<ClassScheduleView | undefined> {
    const [row] = await this.select()
      .where(and(eq(classSchedules.id, id), schedulesInScope(scope, this.context.db)))
      .limit(1);
    return row && flatten(row);
  }

  /** Whether a schedule's file is in `scope` (downloads through /api/files/:id). */
  async fileInScope(fileId: string, scope: Scope): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: classSchedules.id })
      .from(classSchedules)
      .where(and(eq(classSchedules.fileId, fileId), schedulesInScope(scope, this.context.db)))
      .limit(1);
    return row !== undefined;
  }

  /** The student's current deployment, if any. */
  async currentDeployment(userId: string): Promise<CurrentDeployment | undefined> {
    const [row] = await this.context.db
      .select({ scholarId: scholars.id, officeId: scholars.officeId, officeName: offices.name })
      .from(scholars)
      .innerJoin(offices, eq(offices.id, scholars.officeId))
      .where(and(eq(scholars.userId, userId), isNull(scholars.endedOn)))
      .limit(1);
    return row;
  }

  /** The student of a scholar row in `scope` (any deployment for HR; a current one of the office for its staff). */
  userOfScholar(scholarId: string, scope: Scope): Promise<string | undefined> {
    return userOfScholarInScope(this.context.db, scholarId, scope);
  }

  /** A student account in `scope`: any student for HR, one deployed to the office for its staff. */
  async studentInScope(userId: string, scope: Scope): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.role, 'student'),
          studentRecordsInScope(scope, this.context.db, users.id),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Serialises uploads of one student (two at once would both try to be current). */
  async lockUser(userId: string): Promise<void> {
    await this.context.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
  }

  /** Marks the current schedule of a student and term as replaced. */
  async replaceCurrent(userId: string, term: ClassScheduleRow['term'], academicYear: string) {
    await this.context.db
      .update(classSchedules)
      .set({ replacedAt: new Date() })
      .where(
        and(
          eq(classSchedules.userId, userId),
          eq(classSchedules.term, term),
          eq(classSchedules.academicYear, academicYear),
          isNull(classSchedules.replacedAt),
        ),
      );
  }

  async insert(row: NewClassScheduleRow): Promise<ClassScheduleRow> {
    const [inserted] = await this.context.db.insert(classSchedules).values(row).returning();
    return inserted!;
  }

  private select() {
    return this.context.db
      .select(view)
      .from(classSchedules)
      .innerJoin(users, eq(users.id, classSchedules.userId))
      .innerJoin(files, eq(files.id, classSchedules.fileId));
  }
}
