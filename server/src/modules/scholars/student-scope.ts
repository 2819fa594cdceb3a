import { and, eq, exists, isNull, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope } from '../../common/scope.js';
import type { DbContext } from '../../db/db-context.js';
import { scholarsInScope } from './scholar-scope.js';
import { scholars } from './scholars.table.js';

type Db = DbContext['db'];

/**
 * `scopeFor(viewer)` over what is kept per student rather than per deployment
 * (grade reports, class schedules), `userId` being the row's student: HR all;
 * a student their own; office staff those of students CURRENTLY deployed to
 * their office (an ended deployment does not keep them in reach).
 */
export function studentRecordsInScope(scope: Scope, db: Db, userId: AnyColumn): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'own':
      return eq(userId, scope.userId);
    case 'office':
      return exists(
        db
          .select({ id: scholars.id })
          .from(scholars)
          .where(
            and(eq(scholars.userId, userId), isNull(scholars.endedOn), scholarsInScope(scope)),
          ),
      );
  }
}

/** The student of a scholar row in `scope` (any deployment for HR; a current one of the office for its staff). */
export async function userOfScholarInScope(
  db: Db,
  scholarId: string,
  scope: Scope,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: scholars.userId })
    .from(scholars)
    .where(
      and(
        eq(scholars.id, scholarId),
        scholarsInScope(scope),
        scope.kind === 'office' ? isNull(scholars.endedOn) : undefined,
      ),
    )
    .limit(1);
  return row?.userId;
}
