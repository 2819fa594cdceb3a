import { eq, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../common/scope.js';
import { scholars } from './scholars.table.js';

/**
 * `scopeFor(viewer)` as a condition over the `scholars` table: every
 * repository query of scholars and of their records (DTR, leave, evaluations…)
 * joins `scholars` and adds this to its WHERE.
 */
export function scholarsInScope(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'office':
      return scope.officeId === null ? sql`false` : eq(scholars.officeId, scope.officeId);
    case 'own':
      return eq(scholars.userId, scope.userId);
  }
}
