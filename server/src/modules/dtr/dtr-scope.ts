import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DomainError } from '../../common/errors/domain-error.js';
import { scopeFor } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import { scholarsInScope } from '../scholars/scholar-scope.js';
import { scholars } from '../scholars/scholars.table.js';
import type { User } from '../users/users.table.js';
import type { DateRange } from './dtr-calendar.js';

export const OFFICE_NOT_FOUND = 'Office not found';
export const CHOOSE_OFFICE = 'Choose the office whose month to confirm.';

/** Scholars deployed at some point of the month (not those who left before it or came after). */
export const deployedDuring = (range: DateRange) =>
  sql`${scholars.startedOn} < ${range.until} AND (${scholars.endedOn} IS NULL OR ${scholars.endedOn} >= ${range.from})`;

/**
 * Which office a staff month view or bulk action covers: office staff always
 * their own (another office is "not found"); HR and admin the one they name,
 * or (where `optional`) every office.
 */
export function officeCondition(
  viewer: User,
  officeId: string | undefined,
  optional: boolean,
): SQL | undefined {
  const scope = scopeFor(viewer);
  if (scope.kind === 'office') {
    if (officeId !== undefined && officeId !== scope.officeId)
      throw DomainError.notFound(OFFICE_NOT_FOUND);
    return scholarsInScope(scope);
  }
  if (officeId === undefined) {
    if (optional) return scholarsInScope(scope);
    throw DomainError.badInput(CHOOSE_OFFICE, { officeId: CHOOSE_OFFICE });
  }
  if (!isUuid(officeId)) throw DomainError.notFound(OFFICE_NOT_FOUND);
  return and(scholarsInScope(scope), eq(scholars.officeId, officeId));
}
