import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { inScope, type Scope } from '../../common/scope.js';
import { scholars } from '../scholars/scholars.table.js';
import { applications, type ApplicationRow } from './applications.table.js';

/**
 * Office scoping of applications (ARCHITECTURE §6, A§6): HR and admin see
 * every application, a student only their own. Office staff work on every
 * application that has not gone to another office — an application is out of
 * an office's scope once it (or its student's current deployment) trains or
 * trained at another office, and then it reads as "not found" like any other
 * out-of-scope record. The rule is `inScope` applied to each such deployment.
 */
export function applicationInScope(
  scope: Scope,
  application: Pick<ApplicationRow, 'userId'>,
  deploymentOffices: readonly string[],
): boolean {
  if (scope.kind !== 'office') return inScope(scope, { officeId: '', userId: application.userId });
  return deploymentOffices.every((officeId) =>
    inScope(scope, { officeId, userId: application.userId }),
  );
}

/** A Scope whose ids may be a prepared statement's placeholders (the staff list, see application-list.ts). */
export type ScopeCondition =
  | { kind: 'all' }
  | { kind: 'office'; officeId: string | SQLWrapper | null }
  | { kind: 'own'; userId: string | SQLWrapper };

/** The same rule as a condition over `applications` for the staff list. */
export function applicationsInScope(scope: ScopeCondition): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'own':
      return eq(applications.userId, scope.userId);
    case 'office': {
      const elsewhere =
        scope.officeId === null ? sql`true` : sql`${scholars.officeId} <> ${scope.officeId}`;
      return sql`NOT EXISTS (SELECT 1 FROM ${scholars} WHERE (${scholars.applicationId} = ${applications.id} OR (${scholars.userId} = ${applications.userId} AND ${scholars.endedOn} IS NULL)) AND ${elsewhere})`;
    }
  }
}
